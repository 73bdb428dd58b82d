/**
 * Staff accounts end to end: an invitation from the staff page to a signed-in invitee, a change of
 * role and a disabled account taking effect on an open session, the last administrator kept, and
 * a person ending their own sessions elsewhere. One server with its own mail sink; the tests
 * follow on from each other.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { nextCode, rememberKey } from "./authenticator";
import { accessibilityViolations, browserForFile, hydrated } from "./browser";
import { signInThroughForms } from "./staff-sign-in";
import { startServer, type RunningServer } from "./server";

const admin = { email: "desk@bglgroup.ng", password: "harmattan-lagoon-ledger-41" };
const invitee = { email: "tunde@bglgroup.ng", password: "kingsway-ledger-harbour-2027" };
const windowsChrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const macFirefox =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0";

const browser = browserForFile();
let smtp: SmtpSink;
let server: RunningServer;
let adminPage: Page;
let inviteePage: Page;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  adminPage = await signedIn(admin, windowsChrome);
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

async function newContext(userAgent = windowsChrome): Promise<BrowserContext> {
  return browser().newContext({ baseURL: server.url, userAgent });
}

async function signedIn(who: { email: string; password: string }, userAgent?: string) {
  const page = await (await newContext(userAgent)).newPage();
  await signInThroughForms(page, who);
  return page;
}

/** The cookie header a page's browser sends. */
async function cookieOf(page: Page): Promise<string> {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

async function openStaffPage(): Promise<void> {
  await adminPage.goto("/admin/staff");
  await hydrated(adminPage, "main form button");
}

function notice(page: Page, text: string) {
  return expect.poll(() => page.getByRole("status").filter({ hasText: text }).count()).toBe(1);
}

test("an administrator invites someone, who sets a password from the e-mail and is in", async () => {
  await adminPage.getByRole("link", { name: "Staff", exact: true }).click();
  await adminPage.waitForURL(/\/admin\/staff$/);
  await hydrated(adminPage, "main form button");
  expect(await accessibilityViolations(adminPage)).toEqual([]);

  await adminPage.getByRole("textbox", { name: "Name", exact: true }).fill("Tunde Bello");
  await adminPage
    .getByRole("textbox", { name: "Email", exact: true })
    .fill(invitee.email.toUpperCase());
  await adminPage
    .getByRole("combobox", { name: "Role", exact: true })
    .selectOption({ label: "Editor" });
  await adminPage.getByRole("button", { name: "Send the invitation" }).click();
  await notice(adminPage, "The invitation was sent.");
  const pending = adminPage.getByRole("row").filter({ hasText: invitee.email });
  expect(await pending.textContent()).toContain("Invited, pending");

  const mail = await smtp.waitFor((m) => m.to.includes(invitee.email));
  expect(mail.headers.subject).toBe("Your invitation to the BGL Group website");
  expect(mail.text).toContain("with the role Editor");
  const link = /http\S+\/admin\/invitation\?token=\S+/.exec(mail.text)?.[0] ?? "";
  expect(link.startsWith(server.url)).toBe(true);

  inviteePage = await (await newContext(macFirefox)).newPage();
  await inviteePage.goto(link.slice(server.url.length));
  await hydrated(inviteePage, "form button");
  expect(await accessibilityViolations(inviteePage)).toEqual([]);
  expect(await inviteePage.getByLabel("Your name").inputValue()).toBe("Tunde Bello");
  await inviteePage.getByLabel(/^Password/).fill("password1234");
  await inviteePage.getByLabel("Repeat the password").fill("password1234");
  await inviteePage.getByRole("button", { name: "Create my account" }).click();
  await expect.poll(() => inviteePage.getByText(/too common/).count()).toBe(1);
  await inviteePage.getByLabel(/^Password/).fill(invitee.password);
  await inviteePage.getByLabel("Repeat the password").fill(invitee.password);
  await inviteePage.getByRole("button", { name: "Create my account" }).click();
  // Before the admin, the invitee sets up an authenticator app (the code computed here from the
  // key the page shows, as the app would).
  await inviteePage.waitForURL(/\/admin\/two-factor\/setup/);
  const key = inviteePage.locator("[data-authenticator-key]");
  await key.waitFor();
  rememberKey(server.url, invitee.email, (await key.textContent()) ?? "");
  await inviteePage
    .getByRole("textbox", { name: "Code" })
    .fill(await nextCode(server.url, invitee.email));
  await inviteePage.getByRole("button", { name: "Confirm and continue" }).click();
  await inviteePage.getByRole("link", { name: "I have saved them, continue" }).click();
  await inviteePage.waitForURL(/\/admin\/dashboard$/);
  expect(await inviteePage.locator("header").textContent()).toContain("Editor");

  // The link worked once.
  const again = await fetch(link);
  expect(again.status).toBe(410);
  expect(await again.text()).toContain("already been used or was withdrawn");
  const madeUp = await fetch(`${server.url}/admin/invitation?token=nothing.here`);
  expect(madeUp.status).toBe(400);

  await openStaffPage();
  const row = adminPage.getByRole("row").filter({ hasText: invitee.email });
  expect(await row.textContent()).toContain("Active");
  expect(await adminPage.getByText("No invitations are waiting.").count()).toBe(1);
});

test("a new role and a disabled account take effect on the person's open session", async () => {
  await openStaffPage();
  await adminPage
    .getByLabel("Role of Tunde Bello", { exact: true })
    .selectOption({ label: "Compliance reviewer" });
  await adminPage.getByRole("button", { name: "Change the role of Tunde Bello" }).click();
  await notice(adminPage, "The role was changed.");

  // The open session ended with the old role; signing in again brings the new one.
  await inviteePage.goto("/admin/dashboard");
  expect(new URL(inviteePage.url()).pathname).toBe("/admin/login");
  await signInThroughForms(inviteePage, invitee);
  expect(await inviteePage.locator("header").textContent()).toContain("Compliance reviewer");

  await openStaffPage();
  await adminPage.getByRole("button", { name: "Disable Tunde Bello" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
  await notice(adminPage, "The account was disabled");
  const cookie = await cookieOf(inviteePage);
  const refused = await fetch(`${server.url}/admin/dashboard`, {
    headers: { cookie },
    redirect: "manual",
  });
  expect(refused.status).toBe(302);
  expect(refused.headers.get("location")).toMatch(/^\/admin\/login\?/);

  // Nor can it sign in again, until an administrator enables it.
  await inviteePage.goto("/admin/login");
  await hydrated(inviteePage, "form button");
  await inviteePage.getByLabel("Email").fill(invitee.email);
  await inviteePage.getByLabel("Password").fill(invitee.password);
  await inviteePage.getByRole("button", { name: "Login" }).click();
  await expect.poll(() => inviteePage.getByRole("alert").textContent()).toContain("incorrect");
  await adminPage.getByRole("button", { name: "Enable Tunde Bello" }).click();
  await notice(adminPage, "The account was enabled.");
  await signInThroughForms(inviteePage, invitee);
});

test("the last active administrator can be neither disabled nor demoted: 409, and says why", async () => {
  await openStaffPage();
  const own = adminPage.getByRole("row").filter({ hasText: admin.email });
  await own.getByRole("button", { name: /^Disable/ }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
  await expect
    .poll(() => adminPage.getByRole("alert").textContent())
    .toContain("This is the last active administrator");
  await openStaffPage();
  expect(await adminPage.getByRole("alert").count()).toBe(0);
  await own.getByRole("combobox").selectOption({ label: "Editor" });
  await own.getByRole("button", { name: /^Change the role/ }).click();
  await expect
    .poll(() => adminPage.getByRole("alert").textContent())
    .toContain("This is the last active administrator");

  const id = await own.locator('input[name="id"]').first().inputValue();
  const answer = await fetch(`${server.url}/admin/staff`, {
    method: "POST",
    headers: {
      cookie: await cookieOf(adminPage),
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent: "disable", id }),
  });
  expect(answer.status).toBe(409);
  expect(await answer.text()).toContain("This is the last active administrator");
  await adminPage.goto("/admin/dashboard");
  expect(new URL(adminPage.url()).pathname).toBe("/admin/dashboard");
});

test("a person ends their own session in another browser, then every other one", async () => {
  const laptop = await signedIn(admin, macFirefox);
  await adminPage.getByRole("link", { name: "Your sessions" }).click();
  await adminPage.waitForURL(/\/admin\/account\/sessions$/);
  await hydrated(adminPage, "main button");
  expect(await accessibilityViolations(adminPage)).toEqual([]);
  const current = adminPage
    .getByRole("row")
    .filter({ has: adminPage.getByText("This session", { exact: true }) });
  expect(await current.textContent()).toContain("Chrome on Windows");

  await adminPage.getByRole("button", { name: /^End the session in Firefox on macOS/ }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "End session" }).click();
  await notice(adminPage, "The session was ended.");
  await laptop.goto("/admin/dashboard");
  expect(new URL(laptop.url()).pathname).toBe("/admin/login");
  expect(await adminPage.getByRole("row").filter({ hasText: "Firefox on macOS" }).count()).toBe(0);

  await signInThroughForms(laptop, admin);
  await adminPage.reload();
  await hydrated(adminPage, "main button");
  await adminPage.getByRole("button", { name: "Sign out everywhere else" }).click();
  await adminPage
    .getByRole("dialog")
    .getByRole("button", { name: "Sign out everywhere else" })
    .click();
  await notice(adminPage, "Every other session was ended.");
  await laptop.goto("/admin/dashboard");
  expect(new URL(laptop.url()).pathname).toBe("/admin/login");
  await adminPage.goto("/admin/dashboard");
  expect(new URL(adminPage.url()).pathname).toBe("/admin/dashboard");
});

test("signing out ends the session on the server, not only in the browser", async () => {
  const cookie = await cookieOf(adminPage);
  await adminPage.getByRole("button", { name: "Logout" }).click();
  await adminPage.waitForURL(/\/admin\/login$/);
  const replayed = await fetch(`${server.url}/admin/dashboard`, {
    headers: { cookie },
    redirect: "manual",
  });
  expect(replayed.status).toBe(302);
  expect(replayed.headers.get("location")).toBe(
    "/admin/login?redirectTo=%2Fadmin%2Fdashboard&ended=1",
  );
});
