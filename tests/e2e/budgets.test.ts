/**
 * Bytes budgets of the production build, as a browser receives it: the JavaScript and CSS that the
 * first load of each public page needs (gzip, as the server sends them), and everything the home
 * page downloads on a phone before its hero video. Bytes do not vary between runs, so these
 * figures are exact; each test prints them.
 */
import { request } from "node:http";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { baseURL, hydrated, launchBrowser, openPage } from "./browser";
import { publicPaths } from "../../scripts/bench/public-pages.js";

/**
 * The JavaScript budget holds today's largest page (a business page, 129.6 KB) so that nothing
 * grows; the goal is 120 KB, of which React and React Router take 105 KB (README, Performance).
 * The news editor of the admin shares a small part of React DOM with the public pages, which
 * the bundler therefore keeps in a file of its own (about 0.5 KB more than in one file).
 */
const budget = { js: 130_000, css: 15_000, homeBeforeVideo: 350_000 };

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

/** Every stylesheet a page's HTML links, and the script modules its inline scripts import. */
function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, src = ""] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(src);
  for (const [, path = ""] of html.matchAll(/(?:import|from)\s*\(?\s*"(\/assets\/[^"]+\.js)"/g))
    js.add(path);
  for (const [, href = ""] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))
    css.add(href);
  return { js: [...js], css: [...css] };
}

/**
 * The modules a browser loads for `entries`: each file and, recursively, the files it imports
 * statically (`import … from "./x.js"`, `import "./x.js"`). Modules imported with `import()` from
 * inside the code load only when used and are not counted.
 */
async function moduleGraph(entries: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = await (await fetch(`${baseURL()}${path}`)).text();
    for (const [, relative = ""] of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g))
      queue.push(new URL(relative, `${baseURL()}${path}`).pathname);
  }
  return [...seen];
}

const sum = async (paths: string[], encoding = "gzip") =>
  (await Promise.all(paths.map((path) => encodedBytes(path, encoding)))).reduce((a, b) => a + b, 0);

test("the first load of every public page stays within the JavaScript and CSS budgets", async () => {
  const rows: string[] = [];
  const over: string[] = [];
  for (const path of await publicPaths(baseURL())) {
    const html = await (await fetch(`${baseURL()}${path}`)).text();
    const assets = assetsOf(html);
    expect(assets.js.length, path).toBeGreaterThan(0);
    const modules = await moduleGraph(assets.js);
    const js = await sum(modules);
    // Inline <style> counts against the CSS budget like a stylesheet does.
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1] ?? "")
      .join("");
    const css = (await sum(assets.css)) + (inlineCss ? gzipSync(inlineCss).length : 0);
    const brotli = await sum(modules, "br");
    rows.push(
      `${path.padEnd(50)} JS ${js.toLocaleString("en")} B (brotli ${brotli.toLocaleString("en")} B)  CSS ${css.toLocaleString("en")} B`,
    );
    if (js > budget.js) over.push(`${path}: JavaScript ${js} B > ${budget.js} B`);
    if (css > budget.css) over.push(`${path}: CSS ${css} B > ${budget.css} B`);
  }
  console.log(`First-load bytes (gzip; brotli for browsers that take it):\n${rows.join("\n")}`);
  expect(over).toEqual([]);
}, 120_000);

test("the home page on a phone downloads at most 350 KB before its hero video", async () => {
  const browser = await launchBrowser();
  const page = await openPage(browser, { width: 412, height: 823 });
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
    const page = await openPage(browser, { width: 412, height: 823 });
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
