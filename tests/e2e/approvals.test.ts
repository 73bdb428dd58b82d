/**
 * Four-eyes publishing in the browser, on a server of its own with the approval rule on (as a new
 * site has it): an editor's publish waits, nobody approves their own change, a reviewer's approval
 * makes it public, a rejection's comment reaches the editor, and an edit of a published item waits
 * while the site keeps the approved text.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { accessibilityViolations, browserForFile, fillNewsHtml, hydrated } from "./browser";
import { startServer, type RunningServer } from "./server";
import { signInAsAdmin } from "./staff-sign-in";

const browser = browserForFile();
const root = path.resolve(import.meta.dirname, "../..");
const password = "harmattan-lagoon-ledger-41";
const accounts = {
  editor: { email: "desk@bglgroup.ng", password },
  reviewer: { email: "compliance@bglgroup.ng", password },
  administrator: { email: "chief@bglgroup.ng", password },
};
const stamp = Date.now().toString(36);

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
  for (const [role, account] of Object.entries(accounts)) {
    const created = spawnSync(
      "node_modules/.bin/tsx",
      ["scripts/admin-create.ts", "--email", account.email, "--password", password, "--role", role],
      { cwd: root, env: { ...process.env, DATA_DIR: server.dataDir }, encoding: "utf8" },
    );
    expect(created.status, created.stderr).toBe(0);
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function signedIn(account: { email: string; password: string }): Promise<Page> {
  const context = await browser().newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInAsAdmin(page, account);
  return page;
}

const publicStatus = async (slug: string) => (await fetch(`${server.url}/news/${slug}`)).status;
const publicText = async (slug: string) => (await fetch(`${server.url}/news/${slug}`)).text();

/** Writes a new item and saves it as Published (the form's default); returns its id. */
async function submitNew(page: Page, title: string, slug: string): Promise<string> {
  await page.goto("/admin/news/new");
  await hydrated(page, "form button");
  await page.locator('[name="title"]').fill(title);
  await page.locator('[name="excerpt"]').fill("A change to the group's capital.");
  await fillNewsHtml(page, "content", "<p>The board approved it.</p>");
  await page.locator('[name="date"]').fill("2026-11-20");
  await page.locator('[name="slug"]').fill(slug);
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/notice=submitted$/);
  const edit = await page.getByRole("link", { name: `Edit: ${title}` }).getAttribute("href");
  return edit!.split("/").pop()!;
}

test("an editor's publish waits for a reviewer, who approves it; nobody approves their own change", async () => {
  const editor = await signedIn(accounts.editor);
  const title = `Rights issue approved ${stamp}`;
  const slug = `rights-issue-${stamp}`;
  const id = await submitNew(editor, title, slug);
  expect(await editor.getByRole("status").first().textContent()).toContain("sent for approval");
  const row = editor.getByRole("row").filter({ hasText: title });
  expect(await row.textContent()).toContain("Awaiting approval");
  expect(await publicStatus(slug)).toBe(404);
  await editor.goto(`/admin/news/edit/${id}`);
  await editor.getByRole("heading", { name: "Awaiting approval" }).waitFor();

  // An administrator's own publish waits too, and they cannot approve it, in the page or by a post.
  const chief = await signedIn(accounts.administrator);
  const own = `Dividend declared ${stamp}`;
  const ownId = await submitNew(chief, own, `dividend-${stamp}`);
  await chief.goto(`/admin/news/${ownId}/review`);
  await chief.getByText("You saved this change yourself").waitFor();
  expect(await chief.getByRole("button", { name: "Approve" }).count()).toBe(0);
  const forced = await chief.request.post(`/admin/news/${ownId}/review`, {
    form: { decision: "approve", version: "1" },
    headers: { origin: server.url },
  });
  expect(forced.status()).toBe(403);
  expect(await forced.text()).toContain("someone else has to approve it");
  expect(await publicStatus(`dividend-${stamp}`)).toBe(404);

  // The reviewer finds both in Approvals and approves the editor's.
  const reviewer = await signedIn(accounts.reviewer);
  await reviewer.getByRole("link", { name: /^Approvals/ }).click();
  await reviewer.waitForURL(/\/admin\/approvals$/);
  await reviewer.getByRole("link", { name: `Review: ${own}` }).waitFor();
  await reviewer.getByRole("link", { name: `Review: ${title}` }).click();
  await reviewer.waitForURL(new RegExp(`/admin/news/${id}/review$`));
  await reviewer.getByRole("button", { name: "Approve" }).waitFor();
  expect(await accessibilityViolations(reviewer)).toEqual([]);
  await hydrated(reviewer, "form button");
  await reviewer.getByRole("button", { name: "Approve" }).click();
  await reviewer.waitForURL(/notice=approve$/);
  await expect.poll(() => publicStatus(slug)).toBe(200);
  expect(await publicText(slug)).toContain(title);

  // The history keeps the decision.
  await editor.goto(`/admin/news/${id}/revisions`);
  await editor.getByText(`Approved by ${accounts.reviewer.email}`).waitFor();
});

test("a rejection's comment reaches the editor; an edit of a published item waits while the site keeps its text", async () => {
  const editor = await signedIn(accounts.editor);
  const reviewer = await signedIn(accounts.reviewer);
  const title = `Bond programme ${stamp}`;
  const slug = `bond-programme-${stamp}`;
  const id = await submitNew(editor, title, slug);

  await reviewer.goto(`/admin/news/${id}/review`);
  await hydrated(reviewer, "form button");
  await reviewer.getByRole("button", { name: "Send back" }).click();
  await reviewer.getByText("Say what has to change").waitFor();
  await reviewer.getByLabel("Comment for the editor").fill("Name the arranger of the programme.");
  await reviewer.getByRole("button", { name: "Send back" }).click();
  await reviewer.waitForURL(/notice=reject$/);

  await editor.goto(`/admin/news/edit/${id}`);
  await editor.getByRole("heading", { name: "Changes requested" }).waitFor();
  await editor.getByText("Name the arranger of the programme.").waitFor();
  await hydrated(editor, "form button");
  await fillNewsHtml(editor, "content", "<p>BGL Capital arranged the programme.</p>");
  await editor.getByRole("button", { name: "Save" }).click();
  await editor.waitForURL(/notice=submitted$/);
  await reviewer.goto(`/admin/news/${id}/review`);
  await hydrated(reviewer, "form button");
  await reviewer.getByRole("button", { name: "Approve" }).click();
  await reviewer.waitForURL(/notice=approve$/);
  await expect.poll(() => publicText(slug)).toContain("BGL Capital arranged the programme.");

  // A correction of the published item goes back for approval; the public page keeps its text.
  await editor.goto(`/admin/news/edit/${id}`);
  await hydrated(editor, "form button");
  await fillNewsHtml(editor, "content", "<p>BGL Capital arranged the ₦50 billion programme.</p>");
  await editor.getByRole("button", { name: "Save" }).click();
  await editor.waitForURL(/notice=submitted$/);
  expect(await publicText(slug)).toContain("BGL Capital arranged the programme.");
  await editor.goto(`/admin/news/edit/${id}`);
  await editor.getByRole("heading", { name: "Awaiting approval" }).waitFor();

  await reviewer.goto("/admin/approvals");
  await reviewer.getByRole("link", { name: `Review: ${title}` }).click();
  await reviewer.waitForURL(new RegExp(`/admin/news/${id}/review$`));
  await hydrated(reviewer, "form button");
  await reviewer.getByRole("button", { name: "Approve" }).click();
  await reviewer.waitForURL(/notice=approve$/);
  await expect.poll(() => publicText(slug)).toContain("₦50 billion");
});

test("only an administrator switches the rule, and the switch is in the audit log", async () => {
  const reviewer = await signedIn(accounts.reviewer);
  await reviewer.goto("/admin/settings/publishing");
  await reviewer.waitForURL(/\/admin\/forbidden$/);

  const chief = await signedIn(accounts.administrator);
  await chief.getByRole("link", { name: "Publishing" }).click();
  await chief.waitForURL(/\/admin\/settings\/publishing$/);
  await hydrated(chief, "form button");
  const rule = chief.getByLabel("Publishing needs a second person's approval");
  expect(await rule.isChecked()).toBe(true);
  await rule.uncheck();
  await chief.getByRole("button", { name: "Save" }).click();
  await chief.waitForURL(/saved=off$/);
  await chief.goto("/admin/audit?action=approval-rule-changed");
  await chief.getByRole("cell", { name: "Switched the approval rule" }).waitFor();

  // Off: the editor's publish is direct.
  const editor = await signedIn(accounts.editor);
  await editor.goto("/admin/news/new");
  await hydrated(editor, "form button");
  const title = `Direct item ${stamp}`;
  await editor.locator('[name="title"]').fill(title);
  await editor.locator('[name="excerpt"]').fill("Published at once.");
  await fillNewsHtml(editor, "content", "<p>Published at once.</p>");
  await editor.locator('[name="date"]').fill("2026-11-20");
  await editor.locator('[name="slug"]').fill(`direct-${stamp}`);
  await editor.getByRole("button", { name: "Save" }).click();
  await editor.waitForURL(/notice=saved$/);
  await expect.poll(() => publicStatus(`direct-${stamp}`)).toBe(200);
});
