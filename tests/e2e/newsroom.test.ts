import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { lagosToUtc, utcToLagos } from "~/lib/newsroom-time";
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

/** The anonymous /news page as a visitor (and a shared cache) gets it. */
async function publicFeed(): Promise<string> {
  return (await fetch(`${baseURL()}/news`)).text();
}

/** The English RSS feed as a reader polls it. */
async function rssFeed(): Promise<string> {
  return (await fetch(`${baseURL()}/news/rss.xml`)).text();
}

async function fillItem(page: Page, title: string, status: string) {
  await page.getByRole("link", { name: "Add News" }).click();
  await page.waitForURL(/\/admin\/news\/new$/);
  await hydrated(page);
  await page.locator('[name="title"]').fill(title);
  await page.locator('[name="excerpt"]').fill("Terms of the issue and the timetable.");
  await fillNewsHtml(page, "content", "<p>The issue opens to investors.</p>");
  await page.locator('[name="date"]').fill("2026-11-24");
  await page.getByLabel("Status", { exact: true }).selectOption(status);
}

/** The next whole minute in Lagos at least `seconds` from now, as the form takes it. */
function nextMinuteAfter(seconds: number): { local: string; due: number } {
  const due = Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000;
  return { local: utcToLagos(new Date(due).toISOString()), due };
}

test("a draft stays off the public site; a scheduled item goes live at its time, without a restart", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);

  // A draft: saved, listed for staff, nowhere for visitors.
  const draftTitle = `Draft mandate note ${stamp}`;
  await fillItem(page, draftTitle, "draft");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/admin\/dashboard\?notice=saved$/);
  const draftRow = page.getByRole("row").filter({ hasText: draftTitle });
  expect(await draftRow.getByRole("cell").nth(1).textContent()).toBe("Draft");
  const draftId = (await draftRow.getByRole("link", { name: /^Edit/ }).getAttribute("href"))!
    .split("/")
    .pop()!;
  expect(await publicFeed()).not.toContain(draftTitle);
  expect(await rssFeed()).not.toContain(draftTitle);

  // The newsroom finds it by part of its title in any case, narrowed to a business, and shows
  // its businesses and how far its translations are.
  await page.getByRole("link", { name: `Edit: ${draftTitle}` }).click();
  await hydrated(page);
  await page.getByRole("checkbox", { name: "BGL Global Markets" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/admin\/dashboard\?notice=saved$/);
  await page.getByLabel("Title contains").fill(`MANDATE NOTE ${stamp}`);
  await page.getByLabel("Business").selectOption("global-markets");
  await page.getByRole("button", { name: "Show" }).click();
  await page.waitForURL(/[?&]business=global-markets/);
  await expect.poll(() => page.getByRole("status").textContent()).toBe("1 item found.");
  const found = page.getByRole("row").filter({ hasText: draftTitle });
  expect(await found.getByRole("cell").first().textContent()).toContain(
    "BGL Group · BGL Global Markets",
  );
  expect(await found.getByRole("cell").nth(2).textContent()).toContain("French: missing");
  await page.getByLabel("Business").selectOption("investment-banking");
  await page.getByRole("button", { name: "Show" }).click();
  await expect.poll(() => page.getByText("No news matches these filters.").isVisible()).toBe(true);
  await page.goto("/admin/dashboard");
  expect((await fetch(`${baseURL()}/news/${draftId}`)).status).toBe(404);
  expect(await (await fetch(`${baseURL()}/sitemap.xml`)).text()).not.toContain(draftId);

  // A time already past is refused with a clear message, and what was typed stays.
  const title = `Commercial paper programme opens ${stamp}`;
  await fillItem(page, title, "scheduled");
  await page.getByLabel("Goes live at (Lagos time)").fill("2026-01-05T09:00");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => page.getByText("Choose a time in the future").isVisible()).toBe(true);
  expect(await page.locator('[name="title"]').inputValue()).toBe(title);

  // Scheduled for the next whole minute: private until then, public within a second of it.
  const { local, due } = nextMinuteAfter(25);
  expect(lagosToUtc(local)).toBe(new Date(due).toISOString());
  await page.getByLabel("Goes live at (Lagos time)").fill(local);
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/admin\/dashboard\?notice=saved$/);
  const row = page.getByRole("row").filter({ hasText: title });
  expect(await row.getByRole("cell").nth(1).textContent()).toMatch(/^ScheduledGoes live \w{3}, /);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await publicFeed()).not.toContain(title);

  let appeared = 0;
  while (Date.now() < due + 15_000) {
    if ((await publicFeed()).includes(title)) {
      appeared = Date.now();
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(appeared, "the item never appeared on /news").toBeGreaterThan(0);
  expect(appeared).toBeGreaterThanOrEqual(due);
  console.log(`scheduled item public ${appeared - due} ms after its time`);
  expect(appeared - due).toBeLessThanOrEqual(1500);
  expect(await rssFeed()).toContain(`<title>${title}</title>`);

  // It lives at a readable address; the address by id moved there for good, in every language.
  const slug = `commercial-paper-programme-opens-${stamp}`;
  expect(await publicFeed()).toContain(`href="/news/${slug}"`);
  const id = (await row.getByRole("link", { name: /^Edit/ }).getAttribute("href"))!
    .split("/")
    .pop()!;
  for (const prefix of ["", "/fr"]) {
    const moved = await fetch(`${baseURL()}${prefix}/news/${id}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`${prefix}/news/${slug}`);
  }

  // Staff see it published, and the audit log says the schedule did it.
  await page.goto("/admin/dashboard?status=published");
  await expect
    .poll(() =>
      page.getByRole("row").filter({ hasText: title }).getByRole("cell").nth(1).textContent(),
    )
    .toBe("Published");
  await page.goto("/admin/audit");
  const entry = page
    .getByRole("row")
    .filter({ hasText: "Published news" })
    .filter({ hasText: title });
  expect(await entry.getByRole("cell").nth(1).textContent()).toBe("Publishing schedule");
  await page.context().close();
}, 150_000);
