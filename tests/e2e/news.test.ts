import { expect, test } from "vitest";
import { baseURL, hydrated, browserForFile, openPage } from "./browser";

const browser = browserForFile();

test("the home page shows the three newest items with length and reading time, and links to the feed", async () => {
  const page = await openPage(browser());
  await page.goto("/");
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Latest events" }),
  });
  const cards = section.locator("article");
  expect(await cards.count()).toBe(3);
  const dates = await cards
    .locator("time")
    .evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
  expect([...dates].sort().reverse()).toEqual(dates);
  expect(await cards.first().textContent()).toMatch(/\d[\d,]* words · \d+ min read/);
  expect(
    await cards
      .first()
      .getByRole("link", { name: /Read Now/ })
      .isVisible(),
  ).toBe(true);
  expect(await section.getByRole("link", { name: "Read More News" }).getAttribute("href")).toBe(
    "/news",
  );
  await page.context().close();
});

test("the feed pages five items at a time with crawlable links, newest first", async () => {
  const page = await openPage(browser());
  await page.goto("/news");
  await hydrated(page);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("News Feed");
  const firstPage = await page.locator("article h2").allTextContents();
  expect(firstPage).toHaveLength(5);
  const pager = page.getByRole("navigation", { name: "News pages" });
  expect(await pager.getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe(
    "/news?page=2",
  );
  await pager.getByRole("link", { name: "Next" }).click();
  await page.waitForURL(/\?page=2$/);
  await expect.poll(() => page.locator("article h2").first().textContent()).not.toBe(firstPage[0]);
  const secondPage = await page.locator("article h2").allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
  expect(await pager.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe(
    "page",
  );
  await page.context().close();

  expect((await fetch(`${baseURL()}/news?page=99`)).status).toBe(404);
  expect((await fetch(`${baseURL()}/news?page=abc`)).status).toBe(404);
});

test("the news narrows to one business with crawlable links, and each business page shows its own", async () => {
  const page = await openPage(browser());
  await page.goto("/fr/news");
  const filter = page.getByRole("navigation", { name: "Filtrer les actualités par métier" });
  expect(
    await filter.getByRole("link", { name: "Toutes les actualités" }).getAttribute("aria-current"),
  ).toBe("page");
  await filter.getByRole("link", { name: "BGL Capital" }).click();
  await page.waitForURL(/\/fr\/news\?business=investment-banking$/);
  await expect
    .poll(() => filter.getByRole("link", { name: "BGL Capital" }).getAttribute("aria-current"))
    .toBe("page");
  const capitalTitles = await page.locator("article h2").allTextContents();
  expect(capitalTitles).toHaveLength(2);
  expect(await page.title()).toMatch(/ · BGL Capital \| BGL Group$/);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
    `${baseURL()}/fr/news?business=investment-banking`,
  );

  // The business page shows the same items first, topped up with the group's news, and its
  // "more news" leads to this list.
  await page.goto("/fr/services/investment-banking");
  const section = page.locator("section#news");
  const shown = await section.locator("article h3").allTextContents();
  expect(shown).toHaveLength(3);
  expect(shown.slice(0, 2)).toEqual(capitalTitles);
  expect(capitalTitles).not.toContain(shown[2]);
  expect(
    await section
      .getByRole("link", { name: /actualités/i })
      .first()
      .getAttribute("href"),
  ).toBe("/fr/news?business=investment-banking");
  await page.context().close();

  expect((await fetch(`${baseURL()}/news?business=hedge-funds`)).status).toBe(404);
});

test("an item opens on its own page with its date in the page's language, and Back returns to the feed", async () => {
  const page = await openPage(browser());
  await page.goto("/pt/news");
  await hydrated(page);
  const title = (await page.locator("article h2").first().textContent()) ?? "";
  await page.locator("article").first().getByRole("link").click();
  await page.waitForURL(/\/pt\/news\/[a-z0-9-]+$/);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
  expect(await page.locator("article time").first().textContent()).toMatch(
    /^\d{1,2} de [a-zç]+ de \d{4}$/,
  );
  expect(await page.locator(".news-content p").count()).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Voltar" }).click();
  await page.waitForURL(/\/pt\/news$/);
  await page.context().close();
});

test("an unknown item answers 404 with 'News not found' in red", async () => {
  const response = await fetch(`${baseURL()}/news/no-such-item`);
  expect(response.status).toBe(404);
  const page = await openPage(browser());
  await page.goto("/news/no-such-item");
  const message = page.getByText("News not found");
  expect(await message.isVisible()).toBe(true);
  const color = await message.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(80);
  expect(b).toBeLessThan(80);
  await page.context().close();
});
