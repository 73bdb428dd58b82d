/**
 * When a data source fails under a running server: a page that is mostly fixed copy still renders
 * with its news block in an error state (and no cache keeps it), the news feed and sign-in answer
 * 503, and a page that is nothing without its data shows the error page with 500, never a stack.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type RunningServer } from "./server";
import { launchBrowser } from "./browser";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
  // Break the news and sign-in tables under the running server, as a failed disk or a bad deploy would.
  const sqlite = new SQLite(path.join(server.dataDir, "site.db"));
  sqlite.exec("DROP TABLE news_translation; DROP TABLE news; DROP TABLE sign_in_limit;");
  sqlite.close();
});
afterAll(async () => {
  await server.stop();
});

test("the home and business pages still render, with their news block unavailable and uncached", async () => {
  for (const path of ["/", "/services/investment-banking", "/zh"]) {
    for (let visit = 0; visit < 2; visit++) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.get("etag"), path).toBeNull();
      const html = await response.text();
      expect(html, path).toMatch(
        path === "/zh"
          ? /role="alert"[^>]*>[^<]*错误/
          : /role="alert"[^>]*>Error: <!-- -->The news/,
      );
      // The fixed copy is all there: the hero carousel, or the business's own name.
      expect(html, path).toContain(
        path.startsWith("/services") ? "BGL Capital" : 'aria-roledescription="carousel"',
      );
    }
  }
  expect(server.logs.join("")).toMatch(/news: reading the latest news failed/);
});

test("the news feed reports an unavailable news store with 503 and 'Error: '", async () => {
  const response = await fetch(`${server.url}/news`);
  expect(response.status).toBe(503);
  expect(await response.text()).toContain("Error: ");
});

test("sign-in says the service is unavailable with 503", async () => {
  const response = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "someone@bglgroup.ng", password: "any-password-at-all" }),
    redirect: "manual",
  });
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("30");
  expect(await response.text()).toContain("Sign-in is unavailable at the moment.");
});

test("a page that is nothing without its data answers 500 with 'Unexpected Application Error!' and no stack trace", async () => {
  const response = await fetch(`${server.url}/news/any-item`);
  expect(response.status).toBe(500);
  const html = await response.text();
  expect(html).toContain("Unexpected Application Error!");
  expect(html).not.toMatch(/no such table|SqliteError|at .*\.js:\d+/);
  expect(server.logs.join("")).toMatch(/no such table: news/);

  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${server.url}/fr/news/any-item`);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  expect(heading).toBe("Erreur inattendue de l’application\u00a0!");
  expect(await page.locator("header").count()).toBe(1);
  await browser.close();
});
