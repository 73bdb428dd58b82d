/** Debian's Chromium driven by playwright-core, with an axe-core check for accessibility. */
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { chromiumFlags } from "../../scripts/bench/chromium-flags.js";

export const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";

export function baseURL(): string {
  return inject("baseURL");
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    args: chromiumFlags,
  });
}

/**
 * One Chromium for the calling test file: started before its first test, closed after its last.
 * Tests reach it through the returned function.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The file's browser starts before its first test");
    return browser;
  };
}

export interface PageOptions {
  width?: number;
  height?: number;
  userAgent?: string;
  reducedMotion?: boolean;
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    throw new Error(`Uncaught error in the page: ${error.message}`);
  });
  return page;
}

/**
 * Brings the part of the page holding `selector` near the screen and waits until it has hydrated:
 * parts below the first screen hydrate only when scrolled to (see `island`). `gap` is how far below
 * the screen's bottom edge the part's top is put (0 puts it in view).
 */
export async function islandHydrated(page: Page, selector: string, gap = 0): Promise<void> {
  await page.evaluate(
    ({ target, below }) => {
      const element = document.querySelector(target)!;
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, below > 0 ? top - window.innerHeight - below : top - 80);
    },
    { target: selector, below: gap },
  );
  await page.waitForFunction(
    (target) =>
      document.querySelector(target)?.closest("[data-island]")?.hasAttribute("data-hydrated") ??
      false,
    selector,
  );
}

/**
 * Waits until React has hydrated `selector` (the header's home link by default) and the parts of
 * the header that show at this width (the desktop menu bar hydrates on its own once on screen).
 */
export async function hydrated(page: Page, selector = "header a"): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    const shownIslands = [...document.querySelectorAll("header [data-island]")].filter((island) =>
      [...island.children].some((child) => child.getClientRects().length > 0),
    );
    return (
      !!element &&
      Object.keys(element).some((key) => key.startsWith("__reactProps")) &&
      shownIslands.every((island) => island.hasAttribute("data-hydrated"))
    );
  }, selector);
}

/** The axe-core violations of the current page (WCAG 2.2 A and AA). */
export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** Writes the HTML of a news text field in its editor's HTML view, as staff who know HTML do. */
export async function fillNewsHtml(page: Page, name: string, html: string): Promise<void> {
  const field = page.locator(`[data-rich-text="${name}"]`);
  await field.getByRole("button", { name: /^HTML/ }).click();
  await field.locator(`textarea[name="${name}"]`).fill(html);
}
