/**
 * Two-factor sign-in in the browser, on a server of its own: a new account enrols an
 * authenticator app (the codes computed here from the key the page shows, as the app would),
 * keeps its recovery codes, and signs in with password and code; wrong, replayed and used-up
 * codes are refused, and a password alone opens nothing.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { stepAt } from "../../app/.server/auth/totp";
import { codeAt, knownKey, nextCode, rememberKey } from "./authenticator";
import { accessibilityViolations, browserForFile, hydrated } from "./browser";
import { startServer, type RunningServer } from "./server";

// The site takes two codes a minute per account: a test that needs more waits for the app.
vi.setConfig({ testTimeout: 150_000 });

const account = { email: "treasury@bglgroup.ng", password: "harmattan-lagoon-ledger-41" };
const browser = browserForFile();
let server: RunningServer;
let recoveryCodes: string[] = [];

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password });
});
afterAll(async () => {
  await server.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser().newContext({ baseURL: server.url });
  return context.newPage();
}

async function givePassword(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await hydrated(page, "form button");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/admin\/two-factor/);
  await page.getByRole("textbox", { name: "Code" }).waitFor();
}

async function giveCode(page: Page, code: string): Promise<void> {
  await page.getByRole("textbox", { name: "Code" }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(/\/admin\/login$/);
}

test("a new account sets up its app at first sign-in, and gets ten recovery codes once", async () => {
  const page = await newPage();
  await page.goto("/admin/news/new");
  await hydrated(page, "form button");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/admin\/two-factor\/setup\?redirectTo=%2Fadmin%2Fnews%2Fnew$/);
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe("Set up two-factor sign-in");
  // The QR code is drawn by the site itself, and the key is there as text too.
  const qr = page.getByRole("img", { name: "QR code holding the key for your authenticator app" });
  expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe("svg");
  const key = (await page.locator("[data-authenticator-key]").textContent())!;
  expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  // A password alone opens nothing: the admin sends the session back to this step.
  const dashboard = await page.request.get("/admin/dashboard", { maxRedirects: 0 });
  expect(dashboard.status()).toBe(302);
  expect(dashboard.headers().location).toMatch(/^\/admin\/two-factor\?redirectTo=/);

  await page.getByRole("textbox", { name: "Code" }).fill("000000");
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toContain("That code is not right");

  rememberKey(server.url, account.email, key);
  await page.getByRole("textbox", { name: "Code" }).fill(await nextCode(server.url, account.email));
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await list.waitFor();
  recoveryCodes = await list.getByRole("listitem").allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  for (const code of recoveryCodes)
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "I have saved them, continue" }).click();
  await page.waitForURL(/\/admin\/news\/new$/);

  // Shown once: the setup page now only says it is done.
  await page.goto("/admin/two-factor/setup");
  expect(await page.getByRole("status").textContent()).toBe(
    "Two-factor sign-in is set up for your account.",
  );
  expect(await page.getByRole("list", { name: "Recovery codes" }).count()).toBe(0);
  await page.context().close();
});

test("password and code sign in; a wrong code and a code already used are refused", async () => {
  const page = await newPage();
  await givePassword(page);
  expect(new URL(page.url()).pathname).toBe("/admin/two-factor");
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe("Two-factor sign-in");
  expect(await accessibilityViolations(page)).toEqual([]);

  await giveCode(page, "123456");
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toContain("That code is not right, or it has already been used");

  const code = await nextCode(server.url, account.email);
  await giveCode(page, code);
  await page.waitForURL(/\/admin\/dashboard$/);
  await signOut(page);

  // The same code again, still within its 30 seconds: refused.
  await givePassword(page);
  const step = stepAt(new Date());
  const key = knownKey(server.url, account.email)!;
  expect([codeAt(key, step), codeAt(key, step + 1)]).toContain(code);
  await giveCode(page, code);
  await expect.poll(() => page.getByRole("alert").textContent()).toContain("already been used");
  await giveCode(page, await nextCode(server.url, account.email));
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.context().close();
});

test("a recovery code signs in once, instead of the app's code", async () => {
  const page = await newPage();
  await givePassword(page);
  const recovery = recoveryCodes[4]!;
  // Typed as people do: lower case, without its dashes.
  await giveCode(page, recovery.toLowerCase().replace(/-/g, ""));
  await page.waitForURL(/\/admin\/dashboard$/);
  await signOut(page);

  await givePassword(page);
  await giveCode(page, recovery);
  await expect.poll(() => page.getByRole("alert").textContent()).toContain("not right");

  // Signing in as someone else ends the half-done sign-in.
  await page.getByRole("button", { name: "Sign in as someone else" }).click();
  await page.waitForURL(/\/admin\/login$/);
  const dashboard = await page.request.get("/admin/dashboard", { maxRedirects: 0 });
  expect(dashboard.headers().location).toMatch(/^\/admin\/login/);
  await page.context().close();
});

test("the audit log records the enrolment, the wrong codes and the recovery code", async () => {
  const page = await newPage();
  await givePassword(page);
  await giveCode(page, await nextCode(server.url, account.email));
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.goto("/admin/audit");
  const actions = await page.locator("tbody tr td:nth-child(3)").allTextContents();
  for (const action of [
    "Set up two-factor sign-in",
    "Wrong two-factor code",
    "Gave the two-factor code",
    "Signed in with a recovery code",
  ])
    expect(actions).toContain(action);
  await page.context().close();
});

test("a new set of recovery codes needs the app's code, and the old set stops working", async () => {
  const page = await newPage();
  await givePassword(page);
  await giveCode(page, await nextCode(server.url, account.email));
  await page.waitForURL(/\/admin\/dashboard$/);
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Two-factor sign-in" })
    .click();
  await page.waitForURL(/\/admin\/account\/two-factor$/);
  // One code was used to sign in earlier.
  await expect
    .poll(() => page.getByText("recovery codes are left").textContent())
    .toBe("9 recovery codes are left.");
  expect(await accessibilityViolations(page)).toEqual([]);

  const field = page.getByRole("textbox", { name: "Code from your authenticator app" });
  await field.fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Make new recovery codes" }).click();
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toBe("Enter the six-digit code from your authenticator app, not a recovery code.");
  await field.fill(await nextCode(server.url, account.email));
  await page.getByRole("button", { name: "Make new recovery codes" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await list.waitFor();
  const renewed = await list.getByRole("listitem").allTextContents();
  expect(renewed).toHaveLength(10);
  expect(renewed).not.toContain(recoveryCodes[0]);
  await signOut(page);

  await givePassword(page);
  await giveCode(page, recoveryCodes[0]!);
  await expect.poll(() => page.getByRole("alert").textContent()).toContain("not right");
  await giveCode(page, renewed[0]!);
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.context().close();
});
