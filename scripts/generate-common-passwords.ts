/**
 * Writes app/.server/auth/common-passwords.txt, the list of passwords the policy refuses:
 * `npx tsx scripts/generate-common-passwords.ts`. The source is the ranked list of leaked passwords
 * shipped by @zxcvbn-ts/language-common (MIT licence, pinned in devDependencies): its 10,000 most
 * common entries, every entry of 12 characters or more from the rest of it (the only ones that
 * pass the length rule, so the ones worth refusing by name), and a few local ones of our own.
 * One password a line, lower case, most common first; nothing is downloaded at run time.
 */
import fs from "node:fs";
import path from "node:path";
import ranked from "@zxcvbn-ts/language-common/src/passwords.json" with { type: "json" };

const topCount = 10_000;
const longEnough = 12;

/** Guessable choices for a Nigerian audience that leaked-password lists rank low or miss. */
const localAdditions = [
  "nigeria12345",
  "nigeria123456",
  "lagos1234567",
  "naija1234567",
  "jesus1234567",
  "godisgood123",
  "blessing1234",
  "password1234",
  "password12345",
  "password123!",
  "p@ssword1234",
  "p@ssw0rd1234",
  "passw0rd1234",
  "iloveyou1234",
  "iloveyou12345",
  "administrator",
  "administrator1",
  "admin1234567",
  "adminadmin12",
  "welcome12345",
  "welcome123456",
  "letmein12345",
  "letmein123456",
  "changeme1234",
  "mypassword123",
  "mypassword12",
  "secret123456",
  "qwerty1234567",
  "1234qwerasdf",
  "bglgroup1234",
  "bglgroup2026",
];

const list = (ranked as string[]).map((entry) => entry.toLowerCase());
const chosen = new Set([
  ...list.slice(0, topCount),
  ...list.slice(topCount).filter((entry) => entry.length >= longEnough),
  ...localAdditions,
]);
for (const entry of chosen) {
  if (!entry || /\s|\p{Cc}/u.test(entry))
    throw new Error(`Unusable entry: ${JSON.stringify(entry)}`);
}

const out = path.resolve(import.meta.dirname, "../app/.server/auth/common-passwords.txt");
fs.writeFileSync(out, [...chosen].join("\n") + "\n");
console.log(`${chosen.size} passwords written to ${path.relative(process.cwd(), out)}`);
