import { expect, test } from "vitest";
import { formatLongDate } from "~/lib/format-date";
import { utcToLagos } from "~/lib/newsroom-time";
import {
  accessibilityViolations,
  baseURL,
  hydrated,
  browserForFile,
  openPage,
  fillNewsHtml,
} from "./browser";
import { signInAsAdmin } from "./staff-sign-in";
import { admin } from "./global-setup";

const browser = browserForFile();

const stamp = Date.now().toString(36);
const title = `Balanced fund annual return ${stamp}`;
const slug = `balanced-fund-annual-return-${stamp}`;

async function publicText(): Promise<string> {
  return (await fetch(`${baseURL()}/news/${slug}`)).text();
}

test("an edit keeps a revision with a word-level diff; restoring it is a new revision and the page says it was updated", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  await page.getByRole("link", { name: "Add News" }).click();
  await hydrated(page);
  await page.locator('[name="title"]').fill(title);
  await page.locator('[name="excerpt"]').fill("The fund's results for the year.");
  await fillNewsHtml(page, "content", "<p>The fund returned 12% in 2025.</p>");
  await page.locator('[name="date"]').fill("2026-11-20");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/notice=saved$/);
  expect(await publicText()).not.toMatch(/>Updated on /);

  // A correction after publication.
  await page.getByRole("link", { name: `Edit: ${title}` }).click();
  await hydrated(page);
  await fillNewsHtml(page, "content", "<p>The fund returned <strong>14%</strong> in 2025.</p>");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/notice=saved$/);
  const today = utcToLagos(new Date().toISOString()).slice(0, 10);
  await expect.poll(publicText).toContain(`>Updated on ${formatLongDate(today, "en")}<`);

  // Its revisions: who saved what, and what changed, word by word.
  await page.getByRole("link", { name: `Edit: ${title}` }).click();
  await page.getByRole("link", { name: "Revisions" }).click();
  await page.waitForURL(/\/revisions$/);
  const rows = page.getByRole("row");
  // The address changes before the new page has rendered: wait for its content.
  await expect.poll(() => rows.nth(1).textContent()).toContain("Revision 2");
  expect(await rows.nth(1).textContent()).toContain("Current version");
  expect(await rows.nth(2).textContent()).toContain(admin.email);
  await page.getByRole("link", { name: "Revision 2" }).click();
  await page.waitForURL(/\/revisions\/2$/);
  await page.getByRole("heading", { name: "Changes from revision 1" }).waitFor();
  expect(await page.locator("del").textContent()).toBe("[removed: 12]");
  expect(await page.locator("ins").textContent()).toBe("[added: 14]");
  expect(await accessibilityViolations(page)).toEqual([]);
  // The revision page offers no restore of the current version.
  expect(await page.getByRole("button", { name: "Restore this revision" }).count()).toBe(0);

  // Revision 1 can be previewed as it was, and restored.
  await page.getByRole("link", { name: "All revisions" }).click();
  await page.getByRole("link", { name: "Revision 1" }).click();
  await page.waitForURL(/\/revisions\/1$/);
  await page.getByRole("heading", { name: "Revision 1", exact: true }).waitFor();
  const preview = await page.request.get(
    (await page.getByRole("link", { name: "English" }).getAttribute("href"))!,
  );
  expect(await preview.text()).toContain("The fund returned 12% in 2025.");
  await page.getByRole("button", { name: "Restore this revision" }).click();
  await page.waitForURL(/\/revisions\?restored=1$/);
  await expect
    .poll(() => page.getByRole("status").textContent())
    .toBe("Revision 1 was restored as the current version.");
  await expect.poll(() => rows.nth(1).textContent()).toContain("Revision 3");
  expect(await rows.nth(1).textContent()).toContain("Restored revision 1");
  await expect.poll(publicText).toContain("The fund returned 12% in 2025.");

  await page.goto("/admin/audit");
  const entry = page
    .getByRole("row")
    .filter({ hasText: "Restored a revision" })
    .filter({ hasText: title });
  expect(await entry.count()).toBe(1);
  await page.context().close();
}, 90_000);
