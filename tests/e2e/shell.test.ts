import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import {
  accessibilityViolations,
  baseURL,
  browserForFile,
  hydrated,
  islandHydrated,
  openPage,
} from "./browser";

const browser = browserForFile();

async function visit(path: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser(), options);
  await page.goto(path);
  await hydrated(page);
  return page;
}

const menuButton = (page: Page, name: string) =>
  page.locator("header nav").getByRole("button", { name, exact: true });

test("every locale serves the shell with its html lang, hreflang alternates and x-default", async () => {
  const expected = { "": "en", "/fr": "fr", "/pt": "pt", "/es": "es", "/zh": "zh-Hans" };
  for (const [prefix, lang] of Object.entries(expected)) {
    const response = await fetch(`${baseURL()}${prefix}/news`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    for (const [altPrefix, altLang] of Object.entries(expected)) {
      expect(html).toContain(`hrefLang="${altLang}" href="${baseURL()}${altPrefix}/news"`);
    }
    expect(html).toContain(`hrefLang="x-default" href="${baseURL()}/news"`);
  }
  const zh = await visit("/zh");
  await expect
    .poll(() => zh.locator("header").getByRole("link", { name: "联系我们" }).count())
    .toBe(1);
  await zh.context().close();
});

test("a mega-menu opens on hover with its description and Contact Us link, and closes when the pointer leaves", async () => {
  const page = await visit("/");
  const company = menuButton(page, "Company");
  await company.hover();
  await expect.poll(() => company.getAttribute("aria-expanded")).toBe("true");
  const panel = page.locator(
    `#${await company.getAttribute("aria-controls")}`.replace(/:/g, "\\:"),
  );
  expect(await panel.isVisible()).toBe(true);
  expect(await panel.getByText(/Nearly three decades/).isVisible()).toBe(true);
  expect(await panel.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
    "/contact",
  );
  await panel.getByRole("link", { name: "About Us" }).hover();
  expect(await company.getAttribute("aria-expanded")).toBe("true");
  await page.mouse.move(700, 800);
  await expect.poll(() => company.getAttribute("aria-expanded")).toBe("false");
  expect(await panel.isVisible()).toBe(false);

  const business = menuButton(page, "Business");
  await business.click();
  await expect.poll(() => business.getAttribute("aria-expanded")).toBe("true");
  await business.click();
  await expect.poll(() => business.getAttribute("aria-expanded")).toBe("false");
  await page.context().close();
});

test("mega-menus work from the keyboard: Enter/Space open, arrows move, Escape closes and returns focus", async () => {
  const page = await visit("/");
  const company = menuButton(page, "Company");
  await company.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => company.getAttribute("aria-expanded")).toBe("true");

  await page.keyboard.press("ArrowDown");
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(await focusedText()).toBe("Contact Us");
  await page.keyboard.press("ArrowDown");
  expect(await focusedText()).toBe("About Us");
  await page.keyboard.press("ArrowUp");
  expect(await focusedText()).toBe("Contact Us");
  await page.keyboard.press("End");
  expect(await focusedText()).toBe("Management");

  await page.keyboard.press("Escape");
  await expect.poll(() => company.getAttribute("aria-expanded")).toBe("false");
  expect(await company.evaluate((el) => el === document.activeElement)).toBe(true);

  await page.keyboard.press("ArrowRight");
  const business = menuButton(page, "Business");
  expect(await business.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press(" ");
  await expect.poll(() => business.getAttribute("aria-expanded")).toBe("true");
  await page.keyboard.press("Escape");

  const trackRecord = menuButton(page, "Track Record");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => trackRecord.getAttribute("aria-expanded")).toBe("true");
  expect(await focusedText()).toBe("Contact Us");

  // The focus ring is visible on the focused link.
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe("solid");

  // Following a link closes the menu and goes there.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/milestone#all$/);
  await expect.poll(() => trackRecord.getAttribute("aria-expanded")).toBe("false");
  await page.context().close();
});

const browserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

test("the language menu opens the same page and section in the chosen language and remembers it", async () => {
  // Headless Chromium announces itself as a bot; this visitor presents as a person's browser.
  const page = await visit("/news?page=2#main", { userAgent: browserAgent });
  await page.getByRole("button", { name: /Language: English/ }).click();
  await page.getByRole("link", { name: "Français" }).click();
  await page.waitForURL((url) => url.pathname === "/fr/news");
  expect(new URL(page.url()).search).toBe("?page=2");
  expect(new URL(page.url()).hash).toBe("#main");
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("fr");
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe("Fil d’actualités");
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("fr");

  // An unprefixed link now opens in French for this visitor...
  await page.goto("/news");
  expect(new URL(page.url()).pathname).toBe("/fr/news");
  // ...until they choose English again.
  await hydrated(page);
  await page.getByRole("button", { name: /Langue/ }).click();
  await page.getByRole("link", { name: "English" }).click();
  await page.waitForURL((url) => url.pathname === "/news");
  await page.goto("/news");
  expect(new URL(page.url()).pathname).toBe("/news");
  await page.context().close();
});

test("a visitor who chose a language is taken to it from English links; crawlers and caches get one page per URL", async () => {
  const page = await openPage(browser());
  await page.context().addCookies([{ name: "lang", value: "zh", url: baseURL() }]);
  await page.goto("/news?from=mail");
  await page.waitForURL(/\/zh\/news\?from=mail$/);
  expect(await page.locator("html").getAttribute("lang")).toBe("zh-Hans");
  await page.context().close();

  const crawler = await fetch(`${baseURL()}/news`, {
    redirect: "manual",
    headers: {
      cookie: "lang=zh",
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    },
  });
  expect(crawler.status).toBe(200);
  expect(crawler.headers.get("vary")).not.toMatch(/cookie/i);
  expect(await crawler.text()).toContain('<html lang="en"');
});

test("the logo follows the path: capital, asset and global logos on their businesses' pages", async () => {
  const cases = {
    "/services/investment-banking": "/logos/capital.svg",
    "/fr/services/asset-and-wealth-management": "/logos/asset.svg",
    "/services/global-markets": "/logos/global.svg",
    "/investment-banking/management/someone": "/logos/capital.svg",
    "/news": "/logos/main.svg",
  };
  const page = await openPage(browser());
  for (const [path, logo] of Object.entries(cases)) {
    await page.goto(path);
    expect(await page.getByTestId("site-logo").getAttribute("src")).toBe(logo);
  }
  await page.context().close();
});

test("a new page starts at the top, but a new page with a section in its URL opens at that section", async () => {
  const page = await visit("/", { width: 1280, height: 700 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("footer").getByRole("link", { name: "News", exact: true }).click();
  await page.waitForURL(/\/news$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto("/contact#contact-form");
  await hydrated(page);
  await page.getByRole("button", { name: /Language: English/ }).click();
  await page.getByRole("link", { name: "Português" }).click();
  await page.waitForURL(/\/pt\/contact#contact-form$/);
  const formTop = () =>
    page.evaluate(() => document.getElementById("contact-form")!.getBoundingClientRect().top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  expect(Math.abs(await formTop())).toBeLessThan(150);
  await page.context().close();
});

test("an unknown path answers 404 with the not-found page inside the site layout", async () => {
  const response = await fetch(`${baseURL()}/no/such/page`);
  expect(response.status).toBe(404);
  const page = await visit("/no/such/page");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
  expect(await page.locator("header").count()).toBe(1);
  expect(await page.locator("footer").count()).toBe(1);
  expect(await page.title()).toBe("Page not found | BGL Group");
  await page.goto("/es/no-existe");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Página no encontrada");
  await page.context().close();
});

test("the mobile menu toggles, lists every section and closes with Escape", async () => {
  const page = await visit("/", { width: 390, height: 844 });
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  const close = page.getByRole("button", { name: "Close menu" });
  expect(await close.getAttribute("aria-expanded")).toBe("true");
  await page.locator("summary", { hasText: "Business" }).click();
  expect(await page.getByRole("link", { name: "Global Markets" }).last().isVisible()).toBe(true);
  await page.keyboard.press("Escape");
  await expect
    .poll(() => page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"))
    .toBe("false");
  await page.context().close();
});

test("the footer shows contacts, hours, badge previews, social links and policies opening in a new tab", async () => {
  const page = await visit("/");
  await islandHydrated(page, "footer");
  const footer = page.locator("footer");
  expect(await footer.getByText("9AM to 5PM, Mon to Fri").isVisible()).toBe(true);
  expect(await footer.getByText(`© ${new Date().getFullYear()} BGL Group`).isVisible()).toBe(true);
  for (const name of ["Data Protection Policy", "Best Execution Policy", "Terms and Conditions"]) {
    const link = footer.getByRole("link", { name: new RegExp(name) });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toContain("noopener");
  }
  for (const name of ["Facebook", "Instagram", "YouTube"]) {
    expect(await footer.getByRole("link", { name: new RegExp(name) }).count()).toBe(1);
  }
  expect(await footer.getByRole("textbox", { name: "Email address" }).getAttribute("type")).toBe(
    "email",
  );
  expect(await footer.getByRole("button", { name: "Subscribe" }).isVisible()).toBe(true);

  const badge = footer.getByRole("button", { name: /SEC regulated/ });
  const preview = page
    .getByRole("tooltip")
    .filter({ hasText: "Securities and Exchange Commission" });
  expect(await preview.isVisible()).toBe(false);
  await badge.hover();
  expect(await preview.isVisible()).toBe(true);
  await page.mouse.move(10, 10);
  await expect.poll(() => preview.isVisible()).toBe(false);
  await footer.getByRole("button", { name: /NDPR/ }).focus();
  const ndpr = page.getByRole("tooltip").filter({ hasText: "Data Protection" });
  expect(await ndpr.isVisible()).toBe(true);
  await page.keyboard.press("Escape");
  expect(await ndpr.isVisible()).toBe(false);
  await page.context().close();
});

test("axe-core finds no WCAG 2.2 AA violations in the shell, with menus closed and open, in en and zh", async () => {
  for (const path of ["/", "/zh", "/news", "/zh/no-such-page"]) {
    const page = await visit(path);
    expect(await accessibilityViolations(page), path).toEqual([]);
    await page.context().close();
  }
  const page = await visit("/");
  await menuButton(page, "Business").click();
  expect(await accessibilityViolations(page), "with a mega-menu open").toEqual([]);
  await page.getByRole("button", { name: /Language/ }).click();
  expect(await accessibilityViolations(page), "with the language menu open").toEqual([]);
  await page.context().close();
  const phone = await visit("/zh", { width: 390, height: 844 });
  await phone.getByRole("button", { name: "打开菜单" }).click();
  expect(await accessibilityViolations(phone), "phone menu open").toEqual([]);
  await phone.context().close();
});
