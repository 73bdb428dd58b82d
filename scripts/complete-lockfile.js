/**
 * `node scripts/complete-lockfile.js` after any `npm install`: the registry this project
 * installs from lacks some platform-specific optional packages (other operating systems' builds
 * of rollup and Tailwind's engine), so `npm install` leaves them out of package-lock.json and
 * `npm ci` then refuses the lock. This adds each missing optional package with the platform
 * fields its name states, so `npm ci` skips it on this platform without fetching anything.
 */
import fs from "node:fs";
import path from "node:path";

const lockPath = path.resolve(import.meta.dirname, "../package-lock.json");
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;

/** @param {string} name */
function platformOf(name) {
  const suffix = name.split("/").pop() ?? "";
  const os = [
    "android",
    "darwin",
    "freebsd",
    "linux",
    "openbsd",
    "openharmony",
    "win32",
    "sunos",
    "aix",
  ].find((candidate) => suffix.includes(`-${candidate}-`));
  const cpu = [
    "arm64",
    "arm",
    "x64",
    "ia32",
    "loong64",
    "ppc64",
    "riscv64",
    "s390x",
    "wasm32",
  ].find((candidate) => new RegExp(`-${candidate}(-|$)`).test(suffix));
  const libc = /-(musl|musleabihf)$/.test(suffix)
    ? ["musl"]
    : /-(gnu|gnueabihf)$/.test(suffix) && os === "linux"
      ? ["glibc"]
      : undefined;
  return { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc };
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(spec)) {
      throw new Error(
        `${name}@${spec} (optional dependency of ${location}) is not an exact version`,
      );
    }
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) throw new Error(`Cannot tell the platform of ${name}`);
    packages[`node_modules/${name}`] = {
      version: spec,
      ...(cpu ? { cpu } : {}),
      ...(meta.dev ? { dev: true } : {}),
      ...(libc ? { libc } : {}),
      optional: true,
      ...(os ? { os } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-specific optional packages`);
