import sharp from "sharp";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
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

async function signInWith(page: Page, password: string) {
  await page.goto("/admin/login");
  await hydrated(page, "form button");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

const uniqueTitle = `Quarterly market review ${Date.now().toString(36)}`;

test("anonymous visits to every admin route land on the login page", async () => {
  for (const path of [
    "/admin",
    "/admin/dashboard",
    "/admin/news/new",
    "/admin/news/edit/anything",
    "/admin/audit",
    "/admin/audit.csv",
  ]) {
    const response = await fetch(`${baseURL()}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location"), path).toMatch(/^\/admin\/login/);
  }
  const page = await openPage(browser());
  await page.goto("/admin/news/new");
  expect(new URL(page.url()).pathname).toBe("/admin/login");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Administrator login");
  expect(await page.getByLabel("Email").getAttribute("type")).toBe("email");
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.context().close();
});

test("a sign-in posted from another site is refused", async () => {
  const response = await fetch(`${baseURL()}/admin/login`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "https://evil.example",
    },
    body: new URLSearchParams({ email: admin.email, password: admin.password }),
    redirect: "manual",
  });
  expect([400, 403]).toContain(response.status);
  expect(response.headers.get("set-cookie")).toBeNull();
});

test("an administrator signs in, adds news with an image, edits it, meets a conflict, deletes it and signs out", async () => {
  const page = await openPage(browser());
  await signInWith(page, "not-the-password-123");
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toBe("The e-mail address or password is incorrect.");

  await signInAsAdmin(page, admin);
  await expect
    .poll(() => page.getByRole("columnheader").allTextContents())
    .toEqual(["Title", "Status", "Translations", "Date", "Actions"]);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Add News, with an image uploaded with progress.
  await page.getByRole("link", { name: "Add News" }).click();
  await page.waitForURL(/\/admin\/news\/new$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Save" }).click();
  expect(await page.getByText("Required").count()).toBeGreaterThanOrEqual(3);
  await page.locator('[name="title"]').fill(uniqueTitle);
  await page
    .locator('[name="excerpt"]')
    .fill("What moved Nigerian equities and bonds this quarter.");
  await fillNewsHtml(
    page,
    "content",
    '<h2>Equities</h2><p>Banks led the market.</p><script>alert("x")</script>',
  );
  await page.locator('[name="date"]').fill("2026-11-20");
  const png = await sharp({
    create: { width: 1800, height: 1000, channels: 3, background: "#1bb24b" },
  })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "market review.png", mimeType: "image/png", buffer: png });
  await expect
    .poll(() => page.getByText("Image uploaded.").isVisible(), { timeout: 30_000 })
    .toBe(true);
  const imageUrl = await page.locator('input[name="imageUrl"]').inputValue();
  expect(imageUrl).toMatch(/^\/media\/news\/\d+_market-review\.png$/);
  const image = await fetch(`${baseURL()}${imageUrl}`);
  expect(image.headers.get("content-type")).toBe("image/png");
  expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(image.headers.get("x-content-type-options")).toBe("nosniff");

  await page.getByText("Français").click();
  await page.locator('[name="translations.fr.title"]').fill("Revue trimestrielle des marchés");
  await page.locator('[name="translations.fr.excerpt"]').fill("Ce qui a fait bouger les marchés.");
  await fillNewsHtml(page, "translations.fr.content", "<p>Les banques ont mené le marché.</p>");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/admin\/dashboard\?notice=saved$/);
  await expect
    .poll(() => page.getByRole("cell").getByText(uniqueTitle, { exact: true }).isVisible())
    .toBe(true);

  // Visible at once on the public pages, sanitised, in each language.
  await page.goto("/news");
  expect(await page.locator("article h2").first().textContent()).toBe(uniqueTitle);
  await page.locator("article").first().getByRole("link").click();
  await page.waitForURL(/\/news\/[a-z0-9-]+$/);
  const detailPath = new URL(page.url()).pathname;
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(uniqueTitle);
  expect(await page.locator(".news-content").innerHTML()).not.toContain("script");
  expect(await page.locator("article img").first().getAttribute("src")).toBe(imageUrl);
  await page.goto(`/fr${detailPath}`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Revue trimestrielle des marchés",
  );
  await page.goto(`/zh${detailPath}`);
  expect(await page.getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("en");
  await page.goto("/");
  expect(await page.locator("article h3").first().textContent()).toBe(uniqueTitle);

  // Two tabs edit the same item: the second save meets the conflict, nothing is overwritten.
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: `Edit: ${uniqueTitle}` }).click();
  await page.waitForURL(/\/admin\/news\/edit\//);
  const editPath = new URL(page.url()).pathname;
  const second = await page.context().newPage();
  await second.goto(editPath);
  await hydrated(second);
  await hydrated(page);

  await page.locator('[name="title"]').fill(`${uniqueTitle} (revised)`);
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/admin\/dashboard\?notice=saved$/);

  await second.locator('[name="title"]').fill(`${uniqueTitle} (second tab)`);
  await second.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => second.getByRole("alert").first().textContent())
    .toContain("This news item was changed by someone else since you opened it");
  expect(await second.locator('[name="title"]').inputValue()).toBe(`${uniqueTitle} (second tab)`);
  await second.getByRole("link", { name: /Reload the latest version/ }).click();
  await second.waitForURL((url) => url.pathname === editPath);
  expect(await second.locator('[name="title"]').inputValue()).toBe(`${uniqueTitle} (revised)`);
  await second.close();

  // Delete, after confirming in a dialog.
  await page.goto("/admin/dashboard");
  await hydrated(page);
  await page.getByRole("button", { name: `Delete: ${uniqueTitle} (revised)` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this news?" });
  expect(await dialog.isVisible()).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(await dialog.isVisible()).toBe(false);
  await page.getByRole("button", { name: `Delete: ${uniqueTitle} (revised)` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await page.waitForURL(/notice=deleted$/);
  await expect
    .poll(() =>
      page.getByRole("cell").getByText(`${uniqueTitle} (revised)`, { exact: true }).count(),
    )
    .toBe(0);
  expect((await fetch(`${baseURL()}${detailPath}`)).status).toBe(404);
  // Its picture stays in the media library for reuse.
  expect((await fetch(`${baseURL()}${imageUrl}`)).status).toBe(200);

  // The audit log has the story.
  await page.goto("/admin/audit");
  const actions = await page.locator("tbody tr td:nth-child(3)").allTextContents();
  for (const action of [
    "Signed in",
    "Failed sign-in",
    "Uploaded image",
    "Created news",
    "Updated news",
    "Deleted news",
  ]) {
    expect(actions).toContain(action);
  }
  // Narrowed to one action, the log and its export hold only that action.
  await page.getByLabel("Action").selectOption({ label: "Deleted news" });
  await page.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL(/action=news-delete/);
  await expect
    .poll(async () => new Set(await page.locator("tbody tr td:nth-child(3)").allTextContents()))
    .toEqual(new Set(["Deleted news"]));
  const exported = await page.request.get(
    (await page.getByRole("link", { name: "Export these entries (CSV)" }).getAttribute("href"))!,
  );
  expect(exported.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await exported.text()).trim().split("\r\n");
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.includes('"news-delete"'))).toBe(true);

  // Sign out: back to the login page, and the dashboard is closed again.
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  expect(new URL(page.url()).pathname).toBe("/admin/login");
  await page.context().close();
});

test("uploads answer by name and status: 401 signed out, 403 from elsewhere, 413 too large, 415 not an image", async () => {
  const anonymous = await fetch(`${baseURL()}/admin/uploads`, {
    method: "POST",
    body: new FormData(),
  });
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toMatchObject({ code: "unauthenticated" });

  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const post = (body: FormData, origin = baseURL()) =>
    fetch(`${baseURL()}/admin/uploads`, { method: "POST", headers: { cookie, origin }, body });

  const text = new FormData();
  text.set(
    "file",
    new File(["<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"], "x.svg"),
  );
  const svg = await post(text);
  expect(svg.status).toBe(415);
  expect(await svg.json()).toMatchObject({ code: "invalid-format" });

  const foreign = await post(text, "https://evil.example");
  expect(foreign.status).toBe(403);
  expect(await foreign.json()).toMatchObject({
    code: "unauthorized",
    message: "User does not have permission",
  });

  const big = new FormData();
  big.set("file", new File([new Uint8Array(11 * 1024 * 1024)], "big.png"));
  const tooLarge = await post(big);
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.json()).toMatchObject({ code: "too-large" });
  await page.context().close();
});
