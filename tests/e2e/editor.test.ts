import type { Page } from "playwright-core";
import sharp from "sharp";
import { expect, test } from "vitest";
import { accessibilityViolations, baseURL, hydrated, browserForFile, openPage } from "./browser";
import { signInAsAdmin } from "./staff-sign-in";
import { admin } from "./global-setup";

const browser = browserForFile();

const stamp = Date.now().toString(36);

/** Puts an image with English and French alt text into the media library, as staff would. */
async function libraryImage(page: Page): Promise<void> {
  const cookie = (await page.context().cookies())
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  const body = new FormData();
  const jpeg = await sharp({
    create: { width: 2000, height: 1125, channels: 3, background: "#0b3d2e" },
  })
    .jpeg()
    .toBuffer();
  body.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `floor-${stamp}.jpg`);
  body.set("alt.en", `Dealers on the trading floor ${stamp}`);
  body.set("alt.fr", `Opérateurs en salle des marchés ${stamp}`);
  body.set("caption.en", "The dealing room in Lagos");
  const answer = await fetch(`${baseURL()}/admin/media`, {
    method: "POST",
    headers: { cookie, origin: baseURL() },
    body,
    redirect: "manual",
  });
  expect(answer.status).toBe(302);
}

/** Finds this run's library image in the open picker and chooses it. */
async function chooseFromLibrary(page: Page) {
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await picker.getByRole("searchbox").fill(stamp);
  await picker.getByRole("searchbox").press("Enter");
  await picker.getByRole("button", { name: `Use Dealers on the trading floor ${stamp}` }).click();
}

/** Selects the last `count` characters before the caret. */
async function selectBack(page: Page, count: number) {
  for (let i = 0; i < count; i++) await page.keyboard.press("Shift+ArrowLeft");
}

/**
 * Presses a key the browser itself handles (End, Control+End) and lets the editor see where the
 * caret went before the next key: the browser reports a moved caret in a later task, and a key
 * sent within the same few milliseconds (no person types that fast) would act on the old one.
 */
async function moveCaret(page: Page, key: string) {
  await page.keyboard.press(key);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

test("an article written in the editor (heading, list, link, table, library image) keeps its structure on the public page", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  await libraryImage(page);
  await page.goto("/admin/news/new");
  await hydrated(page);
  const title = `Market structure note ${stamp}`;
  await page.locator('[name="title"]').fill(title);
  await page.locator('[name="excerpt"]').fill("How the market is organised, in brief.");
  // Dated back, so the other journeys' newer items stay first in the news list.
  await page.locator('[name="date"]').fill("2026-02-02");

  const field = page.locator('[data-rich-text="content"]');
  const toolbar = field.getByRole("toolbar", { name: "Content: formatting" });
  const doc = field.getByRole("textbox", { name: "Content" });
  await doc.click();

  // Heading from the toolbar; the toolbar is one tab stop moved through with the arrow keys.
  await page.keyboard.type("Market structure");
  await toolbar.getByRole("button", { name: "H2 section heading" }).click();
  expect(
    await toolbar.getByRole("button", { name: "H2 section heading" }).getAttribute("aria-pressed"),
  ).toBe("true");
  await toolbar.getByRole("button", { name: "H2 section heading" }).focus();
  await page.keyboard.press("ArrowRight");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
    "H3 subheading",
  );
  await page.keyboard.press("End");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("HTML");
  expect(await toolbar.locator('button[tabindex="0"]').count()).toBe(1);

  // A list, then a paragraph with a checked link.
  await doc.click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "List with bullets" }).click();
  await page.keyboard.type("Liquidity");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Settlement");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read the exchange rules");
  await selectBack(page, "exchange rules".length);
  await toolbar.getByRole("button", { name: "Link: add or change" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Link" });
  await linkDialog.getByLabel("Web address").fill("javascript:alert(1)");
  await linkDialog.getByRole("button", { name: "Apply" }).click();
  expect(await linkDialog.getByRole("alert").textContent()).toContain("Enter a web address");
  await linkDialog.getByLabel("Web address").fill("https://ngxgroup.com/rules");
  await linkDialog.getByRole("button", { name: "Apply" }).click();
  await expect
    .poll(() => doc.getByRole("link", { name: "exchange rules" }).getAttribute("href"))
    .toBe("https://ngxgroup.com/rules");
  await moveCaret(page, "End");
  await page.keyboard.press("Enter");

  // A table with a header row; Tab moves from cell to cell.
  await toolbar.getByRole("button", { name: "Table: insert, 3 by 3 with a header row" }).click();
  await page.keyboard.type("Year");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Turnover");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Trades");
  await page.keyboard.press("Tab");
  await page.keyboard.type("2025");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  // The caret is in the third column, which goes.
  await toolbar.getByRole("button", { name: "− Column: delete this column" }).click();

  // An image from the library: its alt text comes with it and can be adjusted; a caption added.
  await moveCaret(page, "Control+End");
  await toolbar.getByRole("button", { name: "Image from the media library" }).click();
  await chooseFromLibrary(page);
  const imageDialog = page.getByRole("dialog", { name: "Image in the article" });
  expect(await imageDialog.getByLabel("Alt text").inputValue()).toBe(
    `Dealers on the trading floor ${stamp}`,
  );
  expect(await imageDialog.getByLabel("Caption").inputValue()).toBe("The dealing room in Lagos");
  await imageDialog.getByLabel("Alt text").fill("");
  await imageDialog.getByRole("button", { name: "Insert" }).click();
  expect(await imageDialog.getByRole("alert").textContent()).toContain("alt text is required");
  await imageDialog.getByLabel("Alt text").fill(`Dealers at work ${stamp}`);
  await imageDialog.getByRole("button", { name: "Insert" }).click();

  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/admin\/dashboard\?notice=saved$/);

  // The public page shows the same structure, with the link made safe for a new tab.
  await page.goto(`/news/market-structure-note-${stamp}`);
  const article = page.locator(".news-content");
  expect(await article.locator("h2").textContent()).toBe("Market structure");
  expect(await article.locator("ul > li").allTextContents()).toEqual(["Liquidity", "Settlement"]);
  const link = article.getByRole("link", { name: "exchange rules" });
  expect(await link.getAttribute("href")).toBe("https://ngxgroup.com/rules");
  expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  expect(await article.locator("table th").allTextContents()).toEqual(["Year", "Turnover"]);
  expect(await article.locator("table td").first().textContent()).toBe("2025");
  const image = article.locator("figure img");
  expect(await image.getAttribute("alt")).toBe(`Dealers at work ${stamp}`);
  expect(await image.getAttribute("src")).toMatch(
    /^\/media\/news\/\d+_floor-[a-z0-9]+-1600w\.webp$/,
  );
  expect(await article.locator("figcaption").textContent()).toBe("The dealing room in Lagos");
  expect((await page.request.get(String(await image.getAttribute("src")))).status()).toBe(200);
});

test("a French text takes the library image's French alt text", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  await page.goto("/admin/news/new");
  await hydrated(page);
  await page.getByText("Français").click();
  const field = page.locator('[data-rich-text="translations.fr.content"]');
  expect(await field.getByRole("textbox").getAttribute("lang")).toBe("fr");
  await field.getByRole("textbox").click();
  await field.getByRole("button", { name: "Image from the media library" }).click();
  await chooseFromLibrary(page);
  expect(
    await page
      .getByRole("dialog", { name: "Image in the article" })
      .getByLabel("Alt text")
      .inputValue(),
  ).toBe(`Opérateurs en salle des marchés ${stamp}`);
});

test("without JavaScript the content is an HTML field and the form still saves", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  const cookies = await page.context().cookies();
  const context = await browser().newContext({ baseURL: baseURL(), javaScriptEnabled: false });
  await context.addCookies(cookies);
  const plain = await context.newPage();
  await plain.goto("/admin/news/new");
  const title = `Plain HTML note ${stamp}`;
  await plain.locator('[name="title"]').fill(title);
  await plain.locator('[name="excerpt"]').fill("Written without scripts.");
  await plain.locator('[name="date"]').fill("2026-02-02");
  const content = plain.getByRole("textbox", { name: "Content" });
  expect(await content.evaluate((element) => element.tagName)).toBe("TEXTAREA");
  await content.fill("<h2>Plain</h2><p>Still <strong>works</strong>.</p>");
  await plain.getByRole("button", { name: "Save" }).click();
  await plain.waitForURL(/\/admin\/dashboard\?notice=saved$/);
  await plain.goto(`/news/plain-html-note-${stamp}`);
  expect(await plain.locator(".news-content strong").textContent()).toBe("works");
  await context.close();
});
