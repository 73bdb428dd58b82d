/**
 * Runs the end-to-end suite in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium).
 * Without Chromium it says loudly that nothing ran, and fails when E2E_REQUIRED=1.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!fs.existsSync(chrome)) {
  const line = "!".repeat(78);
  console.error(`\n${line}\n!!! END-TO-END TESTS DID NOT RUN: no Chromium at ${chrome}`);
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
