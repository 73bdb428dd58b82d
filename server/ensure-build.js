/** Builds the app when there is no build yet or a source file changed since the last one. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, "build/server/index.js");
const sources = [
  "app",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

/** @param {string} target @returns {number} */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function ensureBuild() {
  const built = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (built >= changed) return;
  console.log(
    built ? "[build] sources changed since the last build: rebuilding" : "[build] building the app",
  );
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error("[build] the build failed; see the messages above");
    process.exit(result.status ?? 1);
  }
}
