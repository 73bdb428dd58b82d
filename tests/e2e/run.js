/**
 * Runs the end-to-end suite in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium).
 * Without Chromium it says loudly that nothing ran, and fails when E2E_REQUIRED=1.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";

/** How many end-to-end tests the suite holds, counted from its files without running them. */
function countTests() {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".test.ts"))
    .reduce(
      (count, name) =>
        count + (fs.readFileSync(path.join(dir, name), "utf8").match(/^\s*test\(/gm) ?? []).length,
      0,
    );
}

if (!fs.existsSync(chrome)) {
  const line = "!".repeat(78);
  console.error(
    `\n${line}\n!!! ${countTests()} END-TO-END TESTS SKIPPED: no Chromium at ${chrome}`,
  );
  console.error("!!! Install it (apt-get install -y chromium) or set CHROME_PATH.");
  console.error(`${line}\n`);
  process.exit(process.env.E2E_REQUIRED === "1" ? 1 : 0);
}

const result = spawnSync(
  "node_modules/.bin/vitest",
  ["run", "--config", "tests/e2e/vitest.config.ts", "--reporter=verbose", ...process.argv.slice(2)],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
