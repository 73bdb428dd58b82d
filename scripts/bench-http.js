/**
 * `npm run bench:http`: starts the production server with `npm start`'s command on a fresh SQLite
 * database and, for each main public page, measures with autocannon at 50
 * connections the app and the same bytes served pre-gzipped from memory by a minimal Node server
 * (scripts/bench/reference-server.js), then conditional GETs answered 304, then resident memory
 * after a longer run across all the pages. Prints figures; asserts nothing.
 *
 * BENCH_SECONDS (10) is the length of each page's runs, BENCH_MEMORY_SECONDS (60) the length of the
 * run across all pages before memory is read, BENCH_CONNECTIONS (50) the concurrency.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { freePort, startProcess, startProductionServer, stopProcess } from "./bench/processes.js";
import { englishPaths, inChinese, newestNewsPath } from "./bench/public-pages.js";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const memorySeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const headers = { "accept-encoding": "gzip", "user-agent": "Mozilla/5.0 bench" };

const { child: app, base, dataDir } = await startProductionServer("bench-");

// Every kind of public page in English, and two in Chinese.
const pages = [...englishPaths, await newestNewsPath(base), inChinese("/"), inChinese("/news")];

// The reference server gets exactly the bytes the app sends for each page (after its first render).
/** @type {Record<string, { body: string, type: string | null }>} */
const snapshot = {};
for (const page of pages) {
  await fetch(base + page, { headers });
  const response = await fetch(base + page, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  snapshot[page] = {
    body: gzipSync(body).toString("base64"),
    type: response.headers.get("content-type"),
  };
}
const snapshotFile = path.join(dataDir, "reference.json");
fs.writeFileSync(snapshotFile, JSON.stringify(snapshot));
const referencePort = await freePort();
const reference = await startProcess(
  spawn(
    process.execPath,
    ["scripts/bench/reference-server.js", snapshotFile, String(referencePort)],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    },
  ),
  /ready/,
);

/** @param {string} url @param {Record<string, string>} extraHeaders */
async function measure(url, extraHeaders = {}) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { ...headers, ...extraHeaders },
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses: result,
  };
}

console.log(
  `autocannon, ${connections} connections, ${seconds} s per run, Node ${process.version}, ${os.cpus().length} cores`,
);
console.log(
  "page                                          app req/s  p99 ms   limit req/s  p99 ms   app/limit  304 req/s  errors",
);
for (const page of pages) {
  const measured = await measure(base + page);
  const limit = await measure(`http://127.0.0.1:${referencePort}${page}`);
  const etag = (await fetch(base + page, { headers })).headers.get("etag") ?? "";
  const conditional = await measure(base + page, { "if-none-match": etag });
  const only304 = conditional.statuses["3xx"] === conditional.statuses.requests.total;
  const errors = measured.errors + measured.statuses.non2xx + conditional.errors;
  console.log(
    [
      page.padEnd(44),
      String(measured.rps).padStart(10),
      String(measured.p99).padStart(7),
      String(limit.rps).padStart(13),
      String(limit.p99).padStart(7),
      `${((measured.rps / limit.rps) * 100).toFixed(1)}%`.padStart(11),
      `${conditional.rps}${only304 ? "" : " (not all 304)"}`.padStart(10),
      String(errors).padStart(7),
    ].join(" "),
  );
}
await stopProcess(reference);

console.log(`\nall ${pages.length} pages in turn, ${connections} connections, ${memorySeconds} s:`);
const mixed = await autocannon({
  url: base,
  connections,
  duration: memorySeconds,
  headers,
  requests: pages.map((page) => ({ method: "GET", path: page })),
});
console.log(
  `  ${Math.round(mixed.requests.average)} req/s, p99 ${mixed.latency.p99} ms, errors ${mixed.errors + mixed.timeouts + mixed.non2xx}`,
);
const rss = fs.readFileSync(`/proc/${app.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1];
console.log(`  server memory after the run: ${Math.round(Number(rss) / 1024)} MiB resident`);
await stopProcess(app);
fs.rmSync(dataDir, { recursive: true, force: true });
