/**
 * `npm run bench:lighthouse`: Lighthouse (default mobile settings: simulated slow 4G and a 4x
 * slower CPU) on every main public page in English and Chinese against the production server on a
 * fresh SQLite database, in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium). Prints the
 * median of LH_RUNS runs (3) per page: the four category scores, LCP, TBT, CLS and the JavaScript
 * and total bytes transferred. LH_PAGES narrows the pages (comma-separated paths). Asserts nothing.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer, stopProcess } from "./bench/processes.js";
import { chromiumFlags } from "./bench/chromium-flags.js";
import { publicPaths } from "./bench/public-pages.js";

const runs = Number(process.env.LH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";

const { child: server, base, dataDir } = await startProductionServer("lighthouse-");

const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(",") : await publicPaths(base);

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

console.log(
  `Lighthouse ${runs} run(s) per page, mobile defaults, ${os.cpus().length} cores; medians`,
);
// Every phone and computer that reads Chinese has a Chinese font; without one the browser searches
// all fonts for each character, and the Chinese pages measure that search rather than the page.
const chineseFonts = spawnSync("fc-list", [":lang=zh", "family"], { encoding: "utf8" }).stdout;
if (!chineseFonts?.trim())
  console.log(
    "No Chinese font installed (fc-list :lang=zh is empty): Chinese pages will measure slower than on a visitor's device; apt-get install fonts-noto-cjk",
  );
console.log(
  "page                                          perf  a11y  best   seo   LCP ms  TBT ms    CLS    JS KB  total KB",
);
for (const page of pages) {
  // Warm the server's page cache first: the figures are about the browser, not a cold render.
  await fetch(base + page);
  /** @type {Record<string, number[]>} */
  const figures = {
    perf: [],
    a11y: [],
    best: [],
    seo: [],
    lcp: [],
    tbt: [],
    cls: [],
    js: [],
    total: [],
  };
  let failed = 0;
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(base + page, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    const lhr = result?.lhr;
    // A run Lighthouse could not complete has no figures: say so, and leave it out of the medians.
    const missing = ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]
      .map((id) => lhr?.audits[id])
      .find((audit) => typeof audit?.numericValue !== "number");
    if (!lhr || lhr.runtimeError || missing) {
      const reason = lhr?.runtimeError?.code ?? missing?.errorMessage ?? "no result";
      console.error(`${page}: run ${run + 1} failed: ${reason}`);
      failed++;
      continue;
    }
    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
    /** @type {{ resourceType: string, transferSize: number }[]} */
    const resources = /** @type {any} */ (lhr.audits["resource-summary"]?.details)?.items ?? [];
    const bytes = (/** @type {string} */ type) =>
      (resources.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
    figures.perf?.push(score("performance"));
    figures.a11y?.push(score("accessibility"));
    figures.best?.push(score("best-practices"));
    figures.seo?.push(score("seo"));
    figures.lcp?.push(numeric("largest-contentful-paint"));
    figures.tbt?.push(numeric("total-blocking-time"));
    figures.cls?.push(numeric("cumulative-layout-shift"));
    figures.js?.push(bytes("script"));
    figures.total?.push(bytes("total"));
  }
  const m = Object.fromEntries(
    Object.entries(figures).map(([key, values]) => [key, median(values)]),
  );
  console.log(
    [
      page.slice(0, 44).padEnd(44),
      String(m.perf).padStart(5),
      String(m.a11y).padStart(5),
      String(m.best).padStart(5),
      String(m.seo).padStart(5),
      String(Math.round(m.lcp ?? NaN)).padStart(8),
      String(Math.round(m.tbt ?? NaN)).padStart(7),
      (m.cls ?? NaN).toFixed(3).padStart(6),
      (m.js ?? NaN).toFixed(1).padStart(8),
      (m.total ?? NaN).toFixed(1).padStart(9),
      failed ? `  (${failed} of ${runs} runs failed)` : "",
    ].join(" "),
  );
}
await chrome.kill();
await stopProcess(server);
fs.rmSync(dataDir, { recursive: true, force: true });
