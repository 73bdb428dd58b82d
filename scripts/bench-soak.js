/**
 * `npm run bench:soak`: the production server (`npm start`'s command, fresh SQLite database)
 * under 100 connections for 60 s across the public pages, while visitors send contact messages
 * and newsletter sign-ups at a steady rate. Prints errors, resident memory over the first and
 * the last 10 s, and whether every accepted post is stored exactly once. Asserts nothing.
 *
 * SOAK_SECONDS (60), SOAK_CONNECTIONS (100) and SOAK_POSTS_PER_SECOND (4) change the run.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import autocannon from "autocannon";
import { startProductionServer, stopProcess } from "./bench/processes.js";
import { englishPaths, inChinese, newestNewsPath } from "./bench/public-pages.js";

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 100);
const postsPerSecond = Number(process.env.SOAK_POSTS_PER_SECOND ?? 4);

// Behind a proxy, each visitor has an address of their own (limits apply per address).
const {
  child: app,
  base,
  dataDir,
} = await startProductionServer("soak-", {
  TRUST_PROXY: "true",
});
const pages = [...englishPaths, await newestNewsPath(base), inChinese("/"), inChinese("/news")];

// The contact form wants a start time at least three seconds old.
const started = await fetch(`${base}/form-start`);
const token = /form_start=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")?.[1] ?? "";
await new Promise((resolve) => setTimeout(resolve, 3_100));

/** Resident memory of the server, sampled each second. @type {number[]} */
const rss = [];
const sampler = setInterval(() => {
  const kib = fs.readFileSync(`/proc/${app.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1];
  rss.push(Number(kib) / 1024);
}, 1_000);

/** Accepted posts by kind, and posts that got anything but 200. */
const accepted = {
  contact: /** @type {string[]} */ ([]),
  newsletter: /** @type {string[]} */ ([]),
};
const failedPosts = /** @type {string[]} */ ([]);
let serial = 0;
async function post() {
  serial += 1;
  const kind = serial % 2 ? "contact" : "newsletter";
  const email = `soak-${kind}-${serial}@example.ng`;
  /** @type {Record<string, string>} */
  const fields =
    kind === "contact"
      ? {
          name: "Soak Visitor",
          email,
          message: `Message ${serial}`,
          consent: "yes",
          started: token,
        }
      : { email };
  try {
    const response = await fetch(`${base}/${kind}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: base,
        "x-forwarded-for": `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`,
      },
      body: new URLSearchParams(fields),
    });
    await response.arrayBuffer();
    if (response.status === 200) accepted[kind].push(email);
    else failedPosts.push(`${kind} ${response.status}`);
  } catch (error) {
    failedPosts.push(`${kind} ${error instanceof Error ? error.message : error}`);
  }
}
/** @type {Promise<void>[]} */
const posting = [];
const poster = setInterval(() => posting.push(post()), 1_000 / postsPerSecond);

const load = await autocannon({
  url: base,
  connections,
  duration: seconds,
  headers: { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 soak" },
  requests: pages.map((page) => ({ method: "GET", path: page })),
});
clearInterval(poster);
await Promise.all(posting);
clearInterval(sampler);
await stopProcess(app);

/** @param {number[]} values */
const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const first = mean(rss.slice(0, 10));
const last = mean(rss.slice(-10));

const db = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
/** @param {string} table @param {string} email */
const countOf = (table, email) =>
  Number(
    /** @type {{ n: number }} */ (
      db.prepare(`select count(*) as n from ${table} where email = ?`).get(email)
    ).n,
  );
const notOnce = [
  ...accepted.contact.filter((email) => countOf("contact_message", email) !== 1),
  ...accepted.newsletter.filter((email) => countOf("newsletter_subscriber", email) !== 1),
];
db.close();

console.log(
  `soak: ${connections} connections, ${seconds} s, ${pages.length} pages, Node ${process.version}`,
);
console.log(
  `  pages: ${Math.round(load.requests.average)} req/s, p99 ${load.latency.p99} ms, ` +
    `errors ${load.errors + load.timeouts + load.non2xx} (of ${load.requests.total})`,
);
console.log(
  `  posts: ${accepted.contact.length} contact messages and ${accepted.newsletter.length} sign-ups accepted, ` +
    `${failedPosts.length} refused or failed${failedPosts.length ? ` (${[...new Set(failedPosts)].join(", ")})` : ""}`,
);
console.log(
  `  stored exactly once: ${accepted.contact.length + accepted.newsletter.length - notOnce.length} of ${accepted.contact.length + accepted.newsletter.length}`,
);
console.log(
  `  resident memory: ${first.toFixed(0)} MiB over the first 10 s, ${last.toFixed(0)} MiB over the last 10 s (${(((last - first) / first) * 100).toFixed(1)}%)`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
