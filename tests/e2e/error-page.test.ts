import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type RunningServer } from "./server";
import { launchBrowser } from "./browser";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
  // Break the news table under the running server, as a failed disk or a bad deploy would.
  const sqlite = new SQLite(path.join(server.dataDir, "site.db"));
  sqlite.exec("DROP TABLE news_translation; DROP TABLE news;");
  sqlite.close();
});
afterAll(async () => {
  await server.stop();
});

test("a failing page answers 500 with 'Unexpected Application Error!' and no stack trace", async () => {
  const response = await fetch(`${server.url}/`);
  expect(response.status).toBe(500);
  const html = await response.text();
  expect(html).toContain("Unexpected Application Error!");
  expect(html).not.toMatch(/no such table|SqliteError|at .*\.js:\d+/);
  expect(server.logs.join("")).toMatch(/no such table: news/);

  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${server.url}/fr`);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  expect(heading).toBe("Erreur inattendue de l’application\u00a0!");
  expect(await page.locator("header").count()).toBe(1);
  await browser.close();
});

test("the news feed reports an unavailable news store with 503 and 'Error: '", async () => {
  const response = await fetch(`${server.url}/news`);
  expect(response.status).toBe(503);
  expect(await response.text()).toContain("Error: ");
});
