import { afterAll, beforeAll, expect, test } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { accessibilityViolations, browserForFile, hydrated } from "./browser";
import { signInAsAdmin } from "./staff-sign-in";
import { startServer, type RunningServer } from "./server";

const admin = { email: "desk@bglgroup.ng", password: "harmattan-lagoon-ledger-41" };
const newPassword = "kingsway-ledger-harbour-2027";
const browser = browserForFile();
let smtp: SmtpSink;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

test("a forgotten password: e-mailed link, new password, every old session ended, owner told", async () => {
  // A session already open elsewhere, as on an office computer.
  const office = await browser().newContext({ baseURL: server.url });
  const officePage = await office.newPage();
  await signInAsAdmin(officePage, admin);

  const context = await browser().newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await hydrated(page, "form button");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL(/\/admin\/forgot-password$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  // An address without an account gets the same answer, and no mail.
  await page.getByLabel("Email").fill("nobody@bglgroup.ng");
  await page.getByRole("button", { name: "Send the link" }).click();
  const sent = page.getByRole("status").filter({ hasText: "If a staff account uses this address" });
  await expect.poll(() => sent.isVisible()).toBe(true);
  const unknownAnswer = await sent.textContent();

  await page.goto("/admin/forgot-password");
  await hydrated(page, "form button");
  await page.getByLabel("Email").fill(admin.email.toUpperCase());
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect.poll(() => sent.isVisible()).toBe(true);
  expect(await sent.textContent()).toBe(unknownAnswer);

  const mail = await smtp.waitFor((m) => m.to.includes(admin.email));
  expect(mail.headers.subject).toBe("Set a new password for the BGL Group website");
  const link = /http\S+\/admin\/reset-password\?token=\S+/.exec(mail.text)?.[0] ?? "";
  expect(link.startsWith(server.url)).toBe(true);
  expect(smtp.mails.some((m) => m.to.includes("nobody@bglgroup.ng"))).toBe(false);

  await page.goto(link.slice(server.url.length));
  await hydrated(page, "form button");
  expect(await accessibilityViolations(page)).toEqual([]);
  // Two different passwords, then a common one: each refused with its reason.
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill(`${newPassword}x`);
  await page.getByRole("button", { name: "Set the password" }).click();
  await expect.poll(() => page.getByRole("alert").textContent()).toContain("not the same");
  await page.getByLabel(/^New password/).fill("password1234");
  await page.getByLabel("Repeat the new password").fill("password1234");
  await page.getByRole("button", { name: "Set the password" }).click();
  await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/common/i);

  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill(newPassword);
  await page.getByRole("button", { name: "Set the password" }).click();
  await page.waitForURL(/\/admin\/login\?reset=done$/);
  expect(await page.getByRole("status").textContent()).toContain("Your password was changed");

  // The owner is told, and the session left open elsewhere is over.
  const notice = await smtp.waitFor(
    (m) => m.to.includes(admin.email) && (m.headers.subject ?? "").includes("was changed"),
  );
  expect(notice.text).toContain("every session of the account was ended");
  await officePage.goto("/admin/dashboard");
  expect(new URL(officePage.url()).pathname).toBe("/admin/login");

  // The link worked once.
  const again = await fetch(link);
  expect(again.status).toBe(410);
  expect(await again.text()).toContain("expired or has already been used");

  // The old password no longer signs in; the new one does.
  await signInAsAdmin(page, { email: admin.email, password: newPassword });
  expect(new URL(page.url()).pathname).toBe("/admin/dashboard");
  await office.close();
  await context.close();
});
