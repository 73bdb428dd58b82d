/**
 * Staff sign-in for the tests, both steps: the password, then the authenticator code, or, for an
 * account without an app yet, enrolling one with the key the page shows. Through the browser's
 * forms, or as plain HTTP requests for tests that only need the session's cookie.
 */
import type { Page } from "playwright-core";
import { knownKey, nextCode, rememberKey } from "./authenticator";
import { hydrated } from "./browser";

export interface StaffAccount {
  email: string;
  password: string;
}

const cookieName = "bgl.session_token";

/** Signs in on the login page and the code page (enrolling first when needed), ends on `landing`. */
export async function signInThroughForms(
  page: Page,
  account: StaffAccount,
  landing: RegExp = /\/admin\/dashboard/,
): Promise<void> {
  if (!page.url().includes("/admin/login")) await page.goto("/admin/login");
  const server = new URL(page.url()).origin;
  await hydrated(page, "form button");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/admin\/two-factor/);
  // The page's own field, once the client has rendered it (the URL changes first).
  await page.getByRole("textbox", { name: "Code" }).waitFor();
  if (new URL(page.url()).pathname === "/admin/two-factor/setup") {
    const key = (await page.locator("[data-authenticator-key]").textContent()) ?? "";
    rememberKey(server, account.email, key);
    await page.getByRole("textbox", { name: "Code" }).fill(await nextCode(server, account.email));
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await page.getByRole("link", { name: "I have saved them, continue" }).click();
  } else {
    await page.getByRole("textbox", { name: "Code" }).fill(await nextCode(server, account.email));
    await page.getByRole("button", { name: "Verify" }).click();
  }
  await page.waitForURL(landing);
}

/**
 * Signs the page in as `account`: with the session an earlier sign-in of the same test run left,
 * while it lasts (each sign-in uses up an authenticator code, and the site takes two a minute),
 * else through the forms.
 */
export async function signInAsAdmin(page: Page, account: StaffAccount): Promise<void> {
  await page.goto("/admin/login");
  const server = new URL(page.url()).origin;
  const kept = keptSessions.get(`${server}|${account.email}`);
  if (kept) {
    await page.context().addCookies([{ name: cookieName, value: kept, url: server }]);
    await page.goto("/admin/dashboard");
    if (new URL(page.url()).pathname === "/admin/dashboard") return;
    await page.context().clearCookies({ name: cookieName });
    await page.goto("/admin/login");
  }
  await signInThroughForms(page, account);
  const cookie = (await page.context().cookies(server)).find((c) => c.name === cookieName);
  if (cookie) keptSessions.set(`${server}|${account.email}`, cookie.value);
}

const keptSessions = new Map<string, string>();

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Signs in with plain requests, both steps, and returns the Cookie header of the signed-in
 * session. Enrols the account's app first when it has none.
 */
export async function signInByHttp(
  serverUrl: string,
  account: StaffAccount,
  redirectTo?: string,
): Promise<string> {
  const form = (fields: Record<string, string>, cookie?: string) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: {
      origin: serverUrl,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  const login = await fetch(
    `${serverUrl}/admin/login`,
    form({
      email: account.email,
      password: account.password,
      ...(redirectTo ? { redirectTo } : {}),
    }),
  );
  if (login.status !== 302) throw new Error(`Sign-in answered ${login.status}`);
  const pending = cookiesOf(login);
  const step = new URL(login.headers.get("location")!, serverUrl);
  if (!knownKey(serverUrl, account.email)) {
    const setup = new URL(`/admin/two-factor/setup${step.search}`, serverUrl);
    const html = await (await fetch(setup, { headers: { cookie: pending } })).text();
    const key = /data-authenticator-key[^>]*>([A-Z2-7 ]+)</.exec(html)?.[1];
    if (!key)
      throw new Error("The enrolment page showed no key (is the account enrolled already?)");
    rememberKey(serverUrl, account.email, key);
    const code = await nextCode(serverUrl, account.email);
    const confirmed = await fetch(setup, form({ code }, pending));
    if (confirmed.status !== 200) throw new Error(`Enrolment answered ${confirmed.status}`);
    return cookiesOf(confirmed);
  }
  const code = await nextCode(serverUrl, account.email);
  const verified = await fetch(step, form({ code }, pending));
  if (verified.status !== 302) throw new Error(`The code was answered with ${verified.status}`);
  return cookiesOf(verified);
}
