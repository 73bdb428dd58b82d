import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { signToken } from "~/.server/signed-token";
import {
  accessibilityViolations,
  baseURL,
  hydrated,
  browserForFile,
  openPage,
  fillNewsHtml,
} from "./browser";
import { signInAsAdmin } from "./staff-sign-in";
import { admin, sessionSecret } from "./global-setup";

const browser = browserForFile();

const stamp = Date.now().toString(36);
const title = `Rights issue circular ${stamp}`;
const zhTitle = `供股通函 ${stamp}`;

/** A draft with a Chinese translation, saved from the form; its id. */
async function saveDraft(page: Page): Promise<string> {
  await page.getByRole("link", { name: "Add News" }).click();
  await page.waitForURL(/\/admin\/news\/new$/);
  await hydrated(page);
  await page.locator('[name="title"]').fill(title);
  await page.locator('[name="excerpt"]').fill("The timetable and terms of the rights issue.");
  await fillNewsHtml(page, "content", "<h2>Timetable</h2><p>Acceptance opens on Monday.</p>");
  await page.locator('[name="date"]').fill("2026-11-24");
  await page.getByLabel("Status", { exact: true }).selectOption("draft");
  await page.locator("summary").filter({ hasText: "中文" }).click();
  await page.locator('[name="translations.zh.title"]').fill(zhTitle);
  await page.locator('[name="translations.zh.excerpt"]').fill("供股的时间表与条款。");
  await fillNewsHtml(page, "translations.zh.content", "<h2>时间表</h2><p>周一开始接受认购。</p>");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/admin\/dashboard\?notice=saved$/);
  const edit = page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("link", { name: /^Edit/ });
  return (await edit.getAttribute("href"))!.split("/").pop()!;
}

/** Opens a link that opens a new tab, and returns the tab. */
async function openInTab(page: Page, name: string): Promise<Page> {
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name }).click(),
  ]);
  await tab.waitForLoadState();
  return tab;
}

test("staff preview a draft in any language; a reviewer's signed link works signed out, and expires", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  const id = await saveDraft(page);
  await page.getByRole("link", { name: `Edit: ${title}` }).click();
  await hydrated(page);

  // Staff see the draft as its public page will look, marked as a preview, in English and Chinese.
  const english = await openInTab(page, "Preview in English");
  expect(await english.getByRole("heading", { level: 1 }).textContent()).toBe(title);
  expect(await english.getByRole("heading", { name: "Timetable" }).isVisible()).toBe(true);
  expect(await english.getByRole("note", { name: "PREVIEW" }).textContent()).toContain(
    "This is a preview.",
  );
  expect(await english.locator('meta[name="robots"]').getAttribute("content")).toBe(
    "noindex, nofollow",
  );
  expect(await accessibilityViolations(english)).toEqual([]);
  const chinese = await openInTab(page, "Preview in 中文");
  expect(chinese.url()).toContain("/zh/news/preview?item=");
  expect(await chinese.getByRole("heading", { level: 1 }).textContent()).toBe(zhTitle);
  expect(await chinese.getByRole("note", { name: "预览" }).isVisible()).toBe(true);
  expect(await chinese.getByRole("heading", { name: "时间表" }).isVisible()).toBe(true);

  // Previews are for this visitor only and never indexed; without a session there is none.
  const staffAnswer = await page.request.get(`/news/preview?item=${id}`);
  expect(staffAnswer.headers()["cache-control"]).toBe("private, no-store");
  expect(staffAnswer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const anonymous = await fetch(`${baseURL()}/news/preview?item=${id}`, { redirect: "manual" });
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login\?redirectTo=/);
  expect((await fetch(`${baseURL()}/news/${id}`)).status).toBe(404);

  // A reviewer without an account gets a signed link for 24 hours.
  await page.getByRole("button", { name: "Create a reviewer link" }).click();
  const linkField = page.getByLabel("Reviewer link");
  await expect.poll(() => linkField.isVisible()).toBe(true);
  const link = await linkField.inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL()}/news/preview\\?token=[\\w-]+\\.[\\w-]+$`));
  expect(await page.getByText(/^Valid until .+ \(Lagos time\)\.$/).isVisible()).toBe(true);

  const reviewer = await openPage(browser());
  const opened = await reviewer.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await reviewer.locator('meta[name="referrer"]').getAttribute("content")).toBe(
    "no-referrer",
  );
  expect(await reviewer.getByRole("heading", { level: 1 }).textContent()).toBe(title);
  expect(await reviewer.getByRole("note", { name: "PREVIEW" }).textContent()).toMatch(
    /Preview link valid until .+\./,
  );
  // The language menu keeps the link's signature: the reviewer reads it in Chinese too.
  await reviewer.goto(link.replace("/news/preview", "/zh/news/preview"));
  expect(await reviewer.getByRole("heading", { level: 1 }).textContent()).toBe(zhTitle);

  // A link altered by hand opens nothing; one past its time says it expired.
  const forged = await fetch(`${link.slice(0, -2)}xx`);
  expect(forged.status).toBe(404);
  const expiredToken = signToken(sessionSecret, "news-preview", { id, e: Date.now() - 1000 });
  const expired = await reviewer.goto(`/news/preview?token=${expiredToken}`);
  expect(expired?.status()).toBe(410);
  expect(await reviewer.getByRole("alert").textContent()).toBe(
    "This preview link has expired. Ask the person who sent it for a new one.",
  );

  // The link's creation is in the audit log.
  await page.goto("/admin/audit");
  const entry = page
    .getByRole("row")
    .filter({ hasText: "Created a preview link" })
    .filter({ hasText: title });
  expect(await entry.count()).toBe(1);
  await reviewer.context().close();
  await page.context().close();
}, 90_000);
