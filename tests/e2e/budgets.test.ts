/**
 * Bytes budgets of the production build, as a browser receives it: the JavaScript and CSS that the
 * first load of each public page needs (gzip, as the server sends them), and everything the home
 * page downloads on a phone before its hero video. Bytes do not vary between runs, so these
 * figures are exact; each test prints them.
 */
import { request } from "node:http";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { baseURL, hydrated, launchBrowser, openPage } from "./browser";
import { publicPaths } from "../../scripts/bench/public-pages.js";

/**
 * JavaScript: 120 KB on a phone (the device of the Lighthouse budgets), of which React, React DOM
 * and React Router take 108 KB in one file; the frame every page shares, the page itself and the
 * parts near the first screen share the rest.
 */
const budget = { js: 120_000, css: 15_000, homeBeforeVideo: 350_000 };
const phone = { width: 412, height: 823 };
const desktop = { width: 1280, height: 800 };

/** The size of a response body as sent with `Accept-Encoding: gzip` (or another encoding). */
function encodedBytes(path: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseURL()}${path}`,
      { headers: { "accept-encoding": encoding } },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${path}: ${res.statusCode}`)),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Every stylesheet a page's HTML links. */
function stylesheetsOf(html: string): string[] {
  const css = new Set<string>();
  for (const [, href = ""] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))
    css.add(href);
  return [...css];
}

const sum = async (paths: string[], encoding = "gzip") =>
  (await Promise.all(paths.map((path) => encodedBytes(path, encoding)))).reduce((a, b) => a + b, 0);

/** Inline `<style>` counts against the CSS budget like a stylesheet does. */
function inlineCssBytes(html: string): number {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? "")
    .join("");
  return css ? gzipSync(css).length : 0;
}

/**
 * The scripts a browser of `viewport`'s size fetches for `path` before the visitor does anything:
 * the page loads and hydrates, and so do the parts of it near the first screen. Parts of the page that hydrate when scrolled to are fetched here only
 * if they are near the first screen, as for a visitor.
 */
async function scriptsOnFirstLoad(
  browser: Browser,
  path: string,
  viewport: typeof phone,
): Promise<string[]> {
  const page = await openPage(browser, viewport);
  await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
  // Every part of the page within 400 px of the screen hydrates; the rest waits for a scroll.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]")]
      .filter((island) =>
        [...island.children].some((child) => {
          const box = child.getBoundingClientRect();
          return box.height > 0 && box.top < innerHeight + 400 && box.bottom > -400;
        }),
      )
      .every((island) => island.hasAttribute("data-hydrated")),
  );
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
      .map((url) => url.pathname),
  );
  await page.context().close();
  return [...new Set(scripts)];
}

test("the first load of every public page stays within the JavaScript and CSS budgets", async () => {
  const rows: string[] = [];
  const over: string[] = [];
  const browser = await launchBrowser();
  for (const path of await publicPaths(baseURL())) {
    const html = await (await fetch(`${baseURL()}${path}`)).text();
    const scripts = await scriptsOnFirstLoad(browser, path, phone);
    expect(scripts.length, path).toBeGreaterThan(0);
    const js = await sum(scripts);
    // Printed for comparison: a wide window also shows the desktop menu bar, and more of the page.
    const jsDesktop = await sum(await scriptsOnFirstLoad(browser, path, desktop));
    const css = (await sum(stylesheetsOf(html))) + inlineCssBytes(html);
    const brotli = await sum(scripts, "br");
    rows.push(
      `${path.padEnd(50)} JS ${js.toLocaleString("en")} B in ${scripts.length} files (brotli ${brotli.toLocaleString("en")} B; desktop ${jsDesktop.toLocaleString("en")} B)  CSS ${css.toLocaleString("en")} B`,
    );
    if (js > budget.js) over.push(`${path}: JavaScript ${js} B > ${budget.js} B`);
    if (css > budget.css) over.push(`${path}: CSS ${css} B > ${budget.css} B`);
  }
  await browser.close();
  console.log(`First-load bytes (gzip; brotli for browsers that take it):\n${rows.join("\n")}`);
  expect(over).toEqual([]);
}, 300_000);

test("the home page on a phone downloads at most 350 KB before its hero video", async () => {
  const browser = await launchBrowser();
  const page = await openPage(browser, phone);
  const sizes: Promise<number>[] = [];
  page.on("requestfinished", (finished) => {
    if (!/\.(mp4|webm)$/.test(new URL(finished.url()).pathname))
      sizes.push(finished.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await page.goto("/", { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  console.log(
    `/ on a phone before the video: ${total.toLocaleString("en")} B in ${sizes.length} requests`,
  );
  expect(total).toBeLessThanOrEqual(budget.homeBeforeVideo);
  await browser.close();
}, 60_000);

test("no script is requested before a page's first contentful paint, and the page then hydrates", async () => {
  const browser = await launchBrowser();
  for (const path of ["/", "/services/investment-banking", "/zh/news"]) {
    const page = await openPage(browser, phone);
    await page.goto(path, { waitUntil: "load" });
    await hydrated(page);
    const timeline = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timeline.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timeline.scripts), path).toBeGreaterThan(timeline.paint);
    await page.context().close();
  }
  await browser.close();
}, 60_000);
