/**
 * `npm run bench:http`: starts the production server on a fresh SQLite database and measures
 * throughput and latency of the main pages with autocannon (10 connections, 10 s each).
 * Prints figures; asserts nothing.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const paths = [
  "/healthz",
  "/",
  "/news",
  "/fr/news",
  "/contact",
  "/company/about",
  "/services/investment-banking",
  "/zh/milestone",
];
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
const server = spawn(process.execPath, ["server/start.js"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // starting
  }
  if (i > 600) throw new Error("The server did not start");
  await new Promise((resolve) => setTimeout(resolve, 100));
}

console.log(
  `autocannon, 10 connections, ${seconds} s per path, Node ${process.version}, ${os.cpus().length} cores`,
);
console.log("path            req/s   p50 ms  p99 ms  bytes/req  errors");
for (const pathname of paths) {
  const result = await autocannon({
    url: base + pathname,
    connections: 10,
    duration: seconds,
    headers: { "accept-encoding": "gzip", "user-agent": "Mozilla/5.0 bench" },
  });
  const perRequest = Math.round(result.throughput.total / Math.max(1, result.requests.total));
  console.log(
    `${pathname.padEnd(14)} ${String(Math.round(result.requests.average)).padStart(6)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(7)} ${String(perRequest).padStart(10)} ${String(result.errors + result.non2xx).padStart(7)}`,
  );
}
const rss = fs.readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1];
if (rss) console.log(`server memory after the run: ${Math.round(Number(rss) / 1024)} MiB resident`);
server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));
fs.rmSync(dataDir, { recursive: true, force: true });
