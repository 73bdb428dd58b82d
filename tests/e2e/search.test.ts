import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { accessibilityViolations, baseURL, browserForFile, hydrated, openPage } from "./browser";

const browser = browserForFile();

/** Types `words` in the header's field and sends the form. */
async function searchFromHeader(page: Page, words: string) {
  await page.locator("header #site-search").fill(words);
  await page.locator("header #site-search").press("Enter");
}

async function inView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return !!box && box.top >= 0 && box.top < window.innerHeight;
  }, id);
}

test("with JavaScript: searching from the header finds a person and opens the profile", async () => {
  const page = await openPage(browser());
  await page.goto("/");
  await hydrated(page);
  await searchFromHeader(page, "Oduya");
  await page.waitForURL(/\/search\?q=Oduya$/);
  const result = page.getByTestId("search-results").getByRole("link", { name: "Funmilayo Oduya" });
  expect(await result.locator("mark").textContent()).toBe("Oduya");
  await result.click();
  await page.waitForURL(/\/company\/management\/funmilayo-oduya$/);
  // The address changes as the navigation starts; the profile renders when its data is in.
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toContain("Funmilayo Oduya");
  await page.context().close();
});

test("without JavaScript, in Chinese: the header's form finds a milestone and opens its card", async () => {
  const context = await browser().newContext({
    baseURL: baseURL(),
    javaScriptEnabled: false,
    viewport: { width: 1366, height: 860 },
  });
  const page = await context.newPage();
  await page.goto("/zh");
  await searchFromHeader(page, "牵头发行机构");
  await page.waitForURL(/\/zh\/search\?q=/);
  const results = page.getByTestId("search-results");
  expect(await results.locator("mark").first().textContent()).toBe("牵头发行机构");
  await results.getByRole("link", { name: "拉各斯州基础设施债券发行计划" }).click();
  await page.waitForURL(/\/zh\/milestone#milestone-lagos-infrastructure-bond$/);
  await expect.poll(() => inView(page, "milestone-lagos-infrastructure-bond")).toBe(true);
  await context.close();
});

test("with JavaScript, in Chinese: a result leads to the exact section of a page", async () => {
  const page = await openPage(browser());
  await page.goto("/zh");
  await hydrated(page);
  await searchFromHeader(page, "诚信");
  await page.waitForURL(/\/zh\/search\?q=/);
  await page
    .getByTestId("search-results")
    .getByRole("link", { name: /企业文化/ })
    .click();
  await page.waitForURL(/\/zh\/company\/about#culture$/);
  await expect.poll(() => inView(page, "culture")).toBe(true);
  await page.context().close();
});

test("the search page: noindex, a hint when empty, a message when nothing matches, no accessibility violations", async () => {
  const response = await fetch(`${baseURL()}/search?q=bond`);
  expect(response.status).toBe(200);
  expect(response.headers.get("x-robots-tag")).toBe("noindex");
  expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
  expect(sitemap).not.toContain("/search");

  const hostile = await fetch(
    `${baseURL()}/search?q=${encodeURIComponent(`"'; drop table news; -- NEAR( * OR 💰 ${"x".repeat(1000)}`)}`,
  );
  expect(hostile.status).toBe(200);
  expect(await hostile.text()).toContain("Your search was shortened to its first 200 characters.");

  // On a phone the menu links to the search page, which shows its form and a hint.
  const page = await openPage(browser(), { width: 412, height: 823 });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("header").getByRole("link", { name: "Search" }).click();
  await page.waitForURL(/\/search$/);
  await expect
    .poll(() => page.locator("main").getByLabel("Search the site").isVisible())
    .toBe(true);
  expect(await page.getByText("Enter a few words").isVisible()).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto("/search?q=bond");
  await hydrated(page);
  expect(await page.getByRole("status").textContent()).toMatch(/^\d+ results? for “bond”$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto("/search?q=qwxyzzy");
  expect(await page.getByRole("status").textContent()).toContain("No results for “qwxyzzy”");
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.context().close();
});
