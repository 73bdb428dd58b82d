/** Child processes for the bench scripts: a free port, a start that waits for a line, a clean stop. */
import net from "node:net";

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
