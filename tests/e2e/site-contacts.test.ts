/**
 * Administrators edit the group's contacts and the public site follows at once: the footer and the
 * contact page in every language, the offices' order, with the forms working without JavaScript
 * where they can and refusing bad or stale input clearly.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { locales } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import {
  accessibilityViolations,
  baseURL,
  browserForFile,
  hydrated,
  islandHydrated,
  openPage,
} from "./browser";
import { signInAsAdmin } from "./staff-sign-in";
import { admin } from "./global-setup";

const browser = browserForFile();

const seeded = { phone: "+2342012700100", display: "+234 201 270 0100" };
const changed = { phone: "+2342012700177", display: "+234 201 270 0177" };

async function openSettings(page: Page) {
  await page.goto("/admin/settings/contacts");
  await hydrated(page, "main form button");
}

async function setGroupPhone(page: Page, line: { phone: string; display: string }) {
  await openSettings(page);
  const group = page.getByRole("group", { name: "BGL Group" });
  await group.getByLabel("Number to dial").fill(line.phone);
  await group.getByLabel("Number as printed").fill(line.display);
  await page.getByRole("button", { name: "Save contacts" }).click();
  await page.waitForURL(/\/admin\/settings\/contacts\?notice=saved$/);
}

test("an administrator changes the group's phone and every locale's footer and contact page show it", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  await page.getByRole("link", { name: "Contacts", exact: true }).click();
  await page.waitForURL(/\/admin\/settings\/contacts$/);
  await hydrated(page, "main form button");
  expect(await accessibilityViolations(page)).toEqual([]);

  try {
    await setGroupPhone(page, changed);
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe("The contacts were saved.");

    const visitor = await openPage(browser(), { width: 412, height: 823 });
    for (const locale of locales) {
      await visitor.goto(localizePath("/contact", locale));
      await hydrated(visitor);
      // The contact page's office tab.
      const tab = visitor.getByRole("tabpanel");
      expect(await tab.locator(`a[href="tel:${changed.phone}"]`).textContent(), locale).toBe(
        changed.display,
      );
      // The footer, once its part of the page has hydrated with the same data.
      await islandHydrated(visitor, "footer");
      const footer = visitor.locator("footer");
      expect(await footer.locator(`a[href="tel:${changed.phone}"]`).textContent(), locale).toBe(
        changed.display,
      );
      expect(await footer.locator(`a[href="tel:${seeded.phone}"]`).count(), locale).toBe(0);
    }
    await visitor.context().close();
  } finally {
    await setGroupPhone(page, seeded);
  }
  await page.context().close();
});

test("bad or stale input is refused with a message beside the field, and nothing changes", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  await openSettings(page);
  const group = page.getByRole("group", { name: "BGL Group" });
  await group.getByLabel("Number to dial").fill("0201 270 0100");
  await page.getByLabel("Facebook").fill("http://www.facebook.com/bglgroupng");
  await page.getByRole("button", { name: "Save contacts" }).click();
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toBe("Some fields need your attention; nothing was saved.");
  const phone = group.getByLabel("Number to dial");
  expect(await phone.getAttribute("aria-invalid")).toBe("true");
  expect(await phone.inputValue()).toBe("0201 270 0100");
  expect(await page.getByText(/international form: \+ and the digits only/).isVisible()).toBe(true);
  expect(await page.getByLabel("Facebook").getAttribute("aria-invalid")).toBe("true");
  expect(await page.getByText(/Enter the page's full address starting with https/).count()).toBe(1);
  expect(await accessibilityViolations(page)).toEqual([]);

  // A form opened before someone else's save is refused as a whole.
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`);
  const stale = await fetch(`${baseURL()}/admin/settings/contacts`, {
    method: "POST",
    headers: { cookie: cookie.join("; "), origin: baseURL() },
    body: new URLSearchParams({ intent: "remove", key: "lagos", version: "0" }),
  });
  expect(stale.status).toBe(409);
  expect(await stale.text()).toContain("Someone else changed the contacts");

  const home = await (await fetch(`${baseURL()}/`)).text();
  expect(home).toContain(`tel:${seeded.phone}`);
  await page.context().close();
});

test("offices are added, moved without JavaScript and removed, and the last one stays", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  await openSettings(page);
  await page.getByRole("link", { name: "Add an office" }).click();
  await page.waitForURL(/\/offices\/new$/);
  await hydrated(page, "main form button");
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel("Office name").fill("Abuja");
  await page
    .getByLabel("Address as printed")
    .fill("Plot 1061 Herbert Macaulay Way\nCentral Business District, Abuja\nNigeria");
  await page.getByLabel("Street").fill("Plot 1061 Herbert Macaulay Way");
  await page.getByLabel("District or town").fill("Central Business District");
  await page.getByLabel("State or region").fill("FCT");
  await page.getByLabel("Country code").fill("NG");
  await page.getByLabel("Latitude").fill("9.0579");
  await page.getByLabel("Longitude").fill("7.4951");
  await page.getByRole("button", { name: "Save office" }).click();
  await page.waitForURL(/notice=office-created/);
  await expect.poll(() => page.locator("#office-abuja").isVisible()).toBe(true);

  // Move up is a plain form: it works in a browser without JavaScript.
  const noScript = await browser().newContext({ baseURL: baseURL(), javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await plain.goto("/admin/settings/contacts");
  await plain.getByRole("button", { name: "Move Abuja up" }).click();
  await plain.waitForURL(/notice=moved/);
  expect(await plain.getByRole("status").textContent()).toBe("The offices were reordered.");
  expect(await plain.getByRole("button", { name: "Move Abuja up" }).isDisabled()).toBe(true);
  await noScript.close();

  const visitor = await openPage(browser());
  await visitor.goto("/fr/contact");
  expect(await visitor.getByRole("tab").allTextContents()).toEqual(["ABUJA", "LAGOS"]);
  expect(await visitor.locator("footer address").textContent()).toContain("Herbert Macaulay");

  await openSettings(page);
  await page.getByRole("button", { name: "Remove Abuja" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await page.waitForURL(/notice=removed/);
  await expect.poll(() => page.locator("#office-abuja").count()).toBe(0);
  // The last office has no Remove button, and the server refuses to remove it all the same.
  expect(await page.getByRole("button", { name: "Remove Lagos" }).count()).toBe(0);
  const version = await page.locator('input[name="version"]').first().inputValue();
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`);
  const last = await fetch(`${baseURL()}/admin/settings/contacts`, {
    method: "POST",
    headers: { cookie: cookie.join("; "), origin: baseURL() },
    body: new URLSearchParams({ intent: "remove", key: "lagos", version }),
  });
  expect(last.status).toBe(409);
  expect(await last.text()).toContain("at least one office");

  await visitor.goto("/contact");
  expect(await visitor.getByRole("tab").allTextContents()).toEqual(["LAGOS"]);
  await visitor.context().close();
  await page.context().close();
});
