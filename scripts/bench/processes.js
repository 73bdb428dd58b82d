/** Child processes for the bench scripts: a free port, the production server, a clean stop. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves with the child once its standard output shows `ready`.
 * @param {import("node:child_process").ChildProcess} child @param {RegExp} ready
 */
export function startProcess(child, ready) {
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (ready.test(output)) resolve(child);
    });
    child.once("exit", (code) =>
      reject(new Error(`exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

/** @param {import("node:child_process").ChildProcess} child */
export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Resolves once `url` answers 200 (a minute at most). @param {string} url */
export async function waitUntilReady(url) {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within a minute`);
}

/**
 * The production server on a fresh SQLite database, started exactly as package.json's start
 * command says (exec'd, so the process measured is the server); its log goes to a file, as in
 * production, not through the busy measuring process. Resolves once it answers /readyz.
 * @param {string} prefix name prefix of the temporary data directory
 * @param {Record<string, string>} [env] more environment variables
 * @returns {Promise<{ child: import("node:child_process").ChildProcess, base: string, dataDir: string }>}
 */
export async function startProductionServer(prefix, env = {}) {
  const root = path.resolve(import.meta.dirname, "../..");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const port = await freePort();
  const startCommand = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts
    .start;
  const child = spawn("sh", ["-c", `exec ${startCommand}`], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", fs.openSync(path.join(dataDir, "server.log"), "a"), "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${base}/readyz`);
  return { child, base, dataDir };
}
