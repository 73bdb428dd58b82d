import sharp from "sharp";
import { expect, test } from "vitest";
import { accessibilityViolations, browserForFile, hydrated, openPage } from "./browser";
import { signInAsAdmin } from "./staff-sign-in";
import { admin } from "./global-setup";

const browser = browserForFile();

const word = `Okapi${Date.now().toString(36)}`;
const heading = `${word} infrastructure fund mandate`;

// A long journey through the admin and the public pages, on a busy machine.
test("staff add a track-record entry with an image and French words, find it on the public pages, move it onto its business page, then remove it", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  await page.getByRole("link", { name: "Track record", exact: true }).click();
  await page.waitForURL(/\/admin\/milestones$/);
  await hydrated(page);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Add to the track record" }).click();
  await page.waitForURL(/\/admin\/milestones\/new$/);
  await hydrated(page);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel("Business").selectOption("assetManagement");
  await page.getByLabel("Value").fill("3,200,000,000");
  await page.getByLabel("Currency").selectOption("NGN");
  await page.getByLabel("Year").fill("1980");
  const english = page.getByRole("group", { name: "English (en)" });
  await english.getByLabel("Heading").fill(heading);
  await english.getByLabel("Text").fill(`A mandate to invest in toll roads and ports (${word}).`);
  await english.getByLabel("Role").fill("Portfolio Manager");
  const french = page.getByRole("group", { name: "Français (fr)" });
  await french.getByLabel("Heading").fill(`Mandat ${word} pour un fonds d’infrastructures`);
  await french
    .getByLabel("Text")
    .fill("Un mandat d’investissement dans les routes à péage et les ports.");

  const jpeg = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: "#7a5a12" },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "okapi-fund.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect
    .poll(() => page.locator('input[name="imageUrl"]').inputValue())
    .toMatch(/^\/media\//);

  // A year before 1990 is refused beside its field; what was typed stays.
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => page.getByText("Choose a year from 1990.").isVisible()).toBe(true);
  expect(await english.getByLabel("Heading").inputValue()).toBe(heading);
  expect(await page.getByLabel("Year").getAttribute("aria-invalid")).toBe("true");

  await page.getByLabel("Year").fill("2025");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/admin\/milestones\?notice=saved$/);
  const row = page.getByRole("row").filter({ hasText: heading });
  await expect.poll(() => row.textContent()).toContain("₦3.2 billion");
  expect(await row.textContent()).toContain("en fr · pt es zh missing");

  // The track-record page: through the business filter, with the library's sizes of its image.
  const visitor = await openPage(browser());
  await visitor.goto("/milestone?business=asset-management");
  const card = visitor.locator("article").filter({ hasText: heading });
  await expect.poll(() => card.count()).toBe(1);
  expect(await card.textContent()).toContain("Portfolio Manager");
  expect(await card.locator('source[type="image/webp"]').getAttribute("srcset")).toMatch(
    /\/media\/\S+ 480w, \/media\/\S+ 960w/,
  );
  // Through the search box, as a visitor types.
  await visitor.goto("/milestone");
  await hydrated(visitor);
  await visitor.locator("main").getByRole("searchbox").fill(word.toLowerCase());
  await visitor.waitForURL(new RegExp(`\\?q=${word.toLowerCase()}$`));
  await expect.poll(() => visitor.locator("article").count()).toBe(1);
  expect(await visitor.locator("article").textContent()).toContain(heading);
  // In French, its French words.
  await visitor.goto(`/fr/milestone?q=${word}`);
  expect(await visitor.locator("article h3").textContent()).toBe(
    `Mandat ${word} pour un fonds d’infrastructures`,
  );

  // Not yet among the first three of its business page.
  const businessPage = "/services/asset-and-wealth-management";
  const trackRecordText = async () => {
    await visitor.goto(businessPage);
    return visitor.locator("#selected-track-record").textContent();
  };
  expect(await trackRecordText()).not.toContain(heading);

  // Moved up among its business's entries, once without JavaScript, until it is third.
  await page.getByLabel("Business").selectOption("assetManagement");
  await page.getByRole("button", { name: "Show" }).click();
  await page.waitForURL(/business=assetManagement/);
  const noScript = await browser().newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled: false,
  });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await plain.goto("/admin/milestones?business=assetManagement");
  await plain.getByRole("button", { name: `Move ${heading} up` }).click();
  await plain.waitForURL(/notice=moved/);
  expect(plain.url()).toContain("business=assetManagement");
  await noScript.close();

  const headings = () => page.locator("tbody tr td:nth-child(2)").allTextContents();
  await page.goto("/admin/milestones?business=assetManagement");
  await hydrated(page);
  for (let place = (await headings()).indexOf(heading); place > 2; place--) {
    await page.getByRole("button", { name: `Move ${heading} up` }).click();
    await expect.poll(async () => (await headings()).indexOf(heading)).toBe(place - 1);
  }
  expect((await headings()).indexOf(heading)).toBe(2);
  await expect.poll(trackRecordText, { timeout: 15_000 }).toContain(heading);

  // Removed, after confirming.
  await page.getByRole("button", { name: `Remove ${heading}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await page.waitForURL(/notice=removed/);
  // The URL changes before the list is rendered again.
  await expect.poll(headings).not.toContain(heading);
  await expect.poll(trackRecordText, { timeout: 15_000 }).not.toContain(heading);
  await visitor.goto(`/milestone?q=${word}`);
  expect(await visitor.locator("article").count()).toBe(0);
}, 180_000);
