/**
 * The public pages as a visitor meets them: home (carousel, counters, brand
 * tabs), about, management and profiles, the three business pages, the track record, in
 * English and another language, with and without JavaScript.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  accessibilityViolations,
  baseURL,
  hydrated,
  browserForFile,
  islandHydrated,
  openPage,
} from "./browser";
import { publicPaths } from "../../scripts/bench/public-pages.js";

const browser = browserForFile();

async function visit(path: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser(), options);
  await page.goto(path);
  await hydrated(page);
  return page;
}

const ids = (page: Page) =>
  page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));

describe("home", () => {
  test("the carousel advances every 10 s, wraps, jumps by dot, ignores clicks mid-transition and pauses", async () => {
    const page = await openPage(browser());
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    // From here time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const slide = () => carousel.getAttribute("data-slide");
    const phase = () => carousel.getAttribute("data-phase");
    const dots = carousel.getByRole("button", { name: /^Show slide/ });
    // Clicked through the DOM: Playwright's own click waits for animation frames.
    const press = (index: number) => dots.nth(index).evaluate((b: HTMLElement) => b.click());
    expect(await slide()).toBe("0");
    expect(await carousel.locator("h2").textContent()).toBe(
      "Capital and advice for lasting ambitions",
    );
    expect(await carousel.locator("video").getAttribute("src")).toBe("/videos/hero-capital.mp4");
    expect(await dots.count()).toBe(3);

    // A dot starts a transition: the slide and its video swap after 100 ms…
    await press(1);
    await expect.poll(phase).toBe("leaving");
    await press(0); // a click during a transition is ignored
    expect(await slide()).toBe("0");
    await page.clock.runFor(100);
    await expect.poll(slide).toBe("1");
    expect(await phase()).toBe("entering");
    expect(await carousel.locator("video").getAttribute("src")).toBe("/videos/hero-wealth.mp4");
    // …and the transition ends 500 ms later.
    await page.clock.runFor(500);
    await expect.poll(phase).toBe("idle");
    expect(await slide()).toBe("1");
    expect(await dots.nth(1).getAttribute("aria-current")).toBe("true");
    await press(1); // the current slide: ignored
    expect(await phase()).toBe("idle");

    // Ten seconds after a slide appears, the next one follows.
    await page.clock.runFor(9_499);
    expect(await phase()).toBe("idle");
    await page.clock.runFor(1);
    await expect.poll(phase).toBe("leaving");
    await page.clock.runFor(100);
    await expect.poll(slide).toBe("2");
    await page.clock.runFor(500);
    await expect.poll(phase).toBe("idle");

    // From the last slide it wraps to the first.
    await page.clock.runFor(9_500);
    await expect.poll(phase).toBe("leaving");
    await page.clock.runFor(100);
    await expect.poll(slide).toBe("0");
    await page.clock.runFor(500);

    // Pause stops the rotation and the video; Play resumes.
    await carousel.getByRole("button", { name: "Pause" }).evaluate((b: HTMLElement) => b.click());
    const play = carousel.getByRole("button", { name: "Play" });
    // The button now offers the opposite action, as the WAI carousel pattern asks.
    await expect.poll(() => play.count()).toBe(1);
    expect(await carousel.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.clock.runFor(30_000);
    expect(await slide()).toBe("0");
    await play.evaluate((b: HTMLElement) => b.click());
    await expect.poll(() => carousel.getByRole("button", { name: "Pause" }).count()).toBe(1);
    await page.clock.runFor(10_000);
    await expect.poll(phase).toBe("leaving");
    await page.clock.runFor(100);
    await expect.poll(slide).toBe("1");
    await page.context().close();
  });

  test("with reduced motion nothing moves: no video, no rotation, final counter figures", async () => {
    const page = await visit("/", { reducedMotion: true });
    const carousel = page.locator('[aria-roledescription="carousel"]');
    expect(await carousel.locator("video").count()).toBe(0);
    expect(await carousel.locator("img").first().getAttribute("src")).toBe(
      "/videos/hero-capital.webp",
    );
    expect(await carousel.getByRole("button", { name: "Pause" }).count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await page.locator("[data-counter]").allTextContents()).toEqual(["30+30+", "100+100+"]);
    await page.context().close();
  });

  test("without JavaScript the counters show their final numbers and the slides their posters", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, baseURL: baseURL() });
    const page = await context.newPage();
    await page.goto("/fr");
    expect(await page.locator("[data-counter] [aria-hidden]").allTextContents()).toEqual([
      "30+",
      "100+",
    ]);
    expect(await page.locator('[aria-roledescription="carousel"] video').count()).toBe(0);
    await context.close();
  });

  test("the counters count up once 30% of their section is visible: 30 over 2 s after 200 ms, 100 over 2.5 s after 400 ms", async () => {
    const page = await openPage(browser(), { width: 1280, height: 800 });
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    // The counters hydrate as they come near the screen, before any of them shows.
    await islandHydrated(page, "[data-counter]", 100);
    const years = page.locator('[data-counter="30"] [aria-hidden]');
    const milestones = page.locator('[data-counter="100"] [aria-hidden]');
    await expect.poll(() => years.textContent()).toBe("0+");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // Scrolled until a third of the section shows.
    await page.evaluate(() => {
      const section = document
        .querySelector("section[data-counting], #counters-heading")!
        .closest("section")!;
      const top = section.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + section.offsetHeight * 0.4);
    });
    await expect.poll(() => page.locator("section[data-counting]").count()).toBe(1);
    await page.clock.runFor(150);
    expect(await years.textContent()).toBe("0+");
    await page.clock.runFor(1_050); // one second into the years' two
    const midway = Number((await years.textContent())!.replace("+", ""));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(30);
    expect(Number((await milestones.textContent())!.replace("+", ""))).toBeLessThan(100);
    await page.clock.runFor(2_000);
    await expect.poll(() => years.textContent()).toBe("30+");
    await page.clock.runFor(1_000);
    await expect.poll(() => milestones.textContent()).toBe("100+");
    // Screen readers get the final figure all along.
    expect(await page.locator('[data-counter="100"] .sr-only').textContent()).toBe("100+");
    await page.context().close();
  });

  test("the brand tabs switch by click, hover and keyboard", async () => {
    const page = await visit("/");
    await islandHydrated(page, '[role="tablist"]');
    const tabs = page.getByRole("tablist", { name: /brand/i }).getByRole("tab");
    expect(await tabs.allTextContents()).toEqual([
      "Invigorated for You",
      "Brand Essence",
      "Brand Promise",
    ]);
    expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("heading", { name: "Our purpose" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Our belief" }).isVisible()).toBe(true);

    await tabs.nth(1).click();
    for (const pillar of ["Building Resilience", "Empowering Growth", "Protecting Futures"]) {
      expect(await page.getByRole("heading", { name: pillar, exact: true }).isVisible()).toBe(true);
    }
    await tabs.nth(2).hover();
    expect(await tabs.nth(2).getAttribute("aria-selected")).toBe("true");
    expect(await page.locator("blockquote").isVisible()).toBe(true);

    await tabs.nth(2).focus();
    await page.keyboard.press("ArrowRight");
    expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Invigorated for You",
    );
    await page.keyboard.press("End");
    expect(await tabs.nth(2).getAttribute("aria-selected")).toBe("true");
    await page.context().close();
  });
});

describe("about", () => {
  test("has its sections and anchors, values, differentiators, numbered strengths and business links", async () => {
    const page = await visit("/company/about");
    expect(await page.locator("main").getByText("ABOUT US", { exact: true }).isVisible()).toBe(
      true,
    );
    const sections = await ids(page);
    for (const id of [
      "mission-vision",
      "core-values",
      "culture",
      "what-makes-us-different",
      "our-businesses",
    ]) {
      expect(sections).toContain(id);
    }
    const values = page.locator("#core-values h3");
    expect(await values.allTextContents()).toEqual(["Close By", "Trailblazing", "Can Do"]);
    expect(await page.locator("#what-makes-us-different h3").allTextContents()).toEqual([
      "LEADERSHIP",
      "RELATIONSHIPS",
      "REACH",
      "REPUTATION",
    ]);
    const strengths = page.locator("section", {
      has: page.getByRole("heading", { name: "Our Strength" }),
    });
    expect(await strengths.locator("ol > li > span").allTextContents()).toEqual([
      "01",
      "02",
      "03",
      "04",
    ]);
    const businessLinks = await page
      .locator("#our-businesses article a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(businessLinks).toEqual([
      "/services/investment-banking",
      "/services/asset-and-wealth-management",
      "/services/global-markets",
    ]);
    expect(
      await page
        .locator("#our-businesses")
        .getByRole("link", { name: "Contact Us" })
        .getAttribute("href"),
    ).toBe("/contact");
    await page.context().close();
  });

  test("a hash in the URL scrolls to its section, in French too", async () => {
    const page = await visit("/fr/company/about#culture", { width: 1280, height: 720 });
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById("culture")!.getBoundingClientRect().top),
        ),
      )
      .toBe(150);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    await page.context().close();
  });
});

describe("management", () => {
  test("the grid links every person to a profile with role, biography, contact line and Back", async () => {
    const page = await visit("/company/management");
    expect(await page.locator("main").getByText("MANAGEMENT", { exact: true }).isVisible()).toBe(
      true,
    );
    const links = await page
      .locator("main article a")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
    expect(links.length).toBeGreaterThanOrEqual(16);
    for (const prefix of [
      "company",
      "investment-banking",
      "asset-and-wealth-management",
      "global-markets",
    ]) {
      expect(
        links.filter((href) => href.startsWith(`/${prefix}/management/`)).length,
      ).toBeGreaterThanOrEqual(4);
    }

    await page.getByRole("link", { name: /View profile.*Tolulope Ajayi/ }).click();
    await expect
      .poll(() => page.url())
      .toMatch(/\/investment-banking\/management\/tolulope-ajayi$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Tolulope Ajayi");
    expect(await page.locator("main header").getByText("Managing Director").isVisible()).toBe(true);
    expect(
      await page.getByRole("link", { name: "tolulope@bglgroup.ng" }).getAttribute("href"),
    ).toBe("mailto:tolulope@bglgroup.ng");
    expect(await page.getByRole("link", { name: "+234 201 270 0110" }).getAttribute("href")).toBe(
      "tel:+2342012700110",
    );
    expect(await page.getByTestId("site-logo").getAttribute("src")).toBe("/logos/capital.svg");
    expect(
      await page.locator("main header").evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe("rgb(138, 100, 32)");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/company/management");
    await page.context().close();
  });

  test("in French the grid, the profile and its biography read in French", async () => {
    const page = await visit("/fr/company/management");
    expect(await page.locator("main").getByText("DIRECTION", { exact: true }).isVisible()).toBe(
      true,
    );
    await page.getByRole("link", { name: /Voir le profil.*Ngozi Eze/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/fr/company/management/ngozi-eze");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Ngozi Eze");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.locator("main header").textContent()).toMatch(/[Aa]dministratrice/);
    expect(await page.locator("title").textContent()).toMatch(/^Ngozi Eze, .+ \| BGL Group$/);
    await page.context().close();
  });

  test("a profile opened directly goes Back to the grid; header colours follow the path", async () => {
    const colours = {
      "/company/management/olufemi-adeyemi-bello": "rgb(0, 81, 0)",
      "/asset-and-wealth-management/management/yetunde-akinola": "rgb(19, 122, 52)",
      "/global-markets/management/babatunde-ogunleye": "rgb(1, 42, 6)",
    };
    for (const [path, colour] of Object.entries(colours)) {
      const page = await visit(path);
      expect(
        await page.locator("main header").evaluate((el) => getComputedStyle(el).backgroundColor),
        path,
      ).toBe(colour);
      if (path.startsWith("/global")) {
        await page.getByRole("link", { name: "Back", exact: true }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe("/company/management");
      }
      await page.context().close();
    }
  });

  test("an unknown person or company answers 404 with the not-found page", async () => {
    for (const path of [
      "/company/management/nobody",
      "/pt/global-markets/management/nobody",
      "/elsewhere/management/ngozi-eze",
    ]) {
      const response = await fetch(baseURL() + path);
      expect(response.status, path).toBe(404);
    }
    const page = await visit("/pt/company/management/nobody");
    expect(await page.locator("h1").textContent()).toBe("Página não encontrada");
    await page.context().close();
  });
});

const businessAnchors = {
  "investment-banking": [
    "our-services",
    "our-approach",
    "our-industry-leadership",
    "selected-track-record",
    "our-leadership",
    "news",
    "connect-with-us",
  ],
  "asset-and-wealth-management": [
    "why-choose-us",
    "our-services",
    "our-approach",
    "our-leadership",
    "news",
    "connect-with-us",
  ],
  "global-markets": [
    "our-approach",
    "our-services",
    "why-choose-us",
    "our-leadership",
    "news",
    "connect-with-us",
    "best-execution-policy",
  ],
};

describe("business pages", () => {
  test("each has the spec's anchors, services linking to connect-with-us, leaders, news and a regulatory line", async () => {
    const contacts = {
      "investment-banking": ["capital@bglgroup.ng", "+2342012700110"],
      "asset-and-wealth-management": ["assetmanagement@bglgroup.ng", "+2342012700120"],
      "global-markets": ["securities@bglgroup.ng", "+2342012700130"],
    };
    for (const [slug, anchors] of Object.entries(businessAnchors)) {
      const page = await visit(`/services/${slug}`);
      const sections = await ids(page);
      for (const anchor of anchors) expect(sections, slug).toContain(anchor);
      const serviceLinks = await page
        .locator("#our-services article a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(serviceLinks.length).toBeGreaterThanOrEqual(3);
      expect(new Set(serviceLinks)).toEqual(new Set(["#connect-with-us"]));
      expect(await page.locator("#our-leadership article").count()).toBeGreaterThanOrEqual(4);
      expect(await page.locator("#news article").count()).toBe(3);
      const [email, phone] = contacts[slug as keyof typeof contacts];
      const connect = page.locator("#connect-with-us");
      expect(await connect.getByRole("link", { name: "Send an email" }).getAttribute("href")).toBe(
        `mailto:${email}`,
      );
      expect(await connect.getByRole("link", { name: "Call us" }).getAttribute("href")).toBe(
        `tel:${phone}`,
      );
      expect(await page.locator("main > aside").textContent()).toMatch(
        /Securities and Exchange Commission, Nigeria/,
      );
      await page.context().close();
    }
  });

  test("investment banking shows three transactions with View all to #capital and leadership to /milestone", async () => {
    const page = await visit("/services/investment-banking");
    const record = page.locator("#selected-track-record");
    expect(await record.locator("article").count()).toBe(3);
    expect(await record.getByRole("link", { name: "View all" }).getAttribute("href")).toBe(
      "/milestone#capital",
    );
    expect(await page.locator("#our-industry-leadership a").getAttribute("href")).toBe(
      "/milestone",
    );
    await page.context().close();
    const asset = await visit("/services/asset-and-wealth-management");
    expect(
      await asset
        .locator("#selected-track-record")
        .getByRole("link", { name: "View all" })
        .getAttribute("href"),
    ).toBe("/milestone#asset-management");
    await asset.context().close();
  });

  test("global markets states the ₦50 million high-net-worth threshold and its best execution policy", async () => {
    const page = await visit("/services/global-markets");
    expect(await page.locator("#our-services").textContent()).toContain("₦50 million");
    const policy = page.locator("#best-execution-policy a");
    expect(await policy.getAttribute("href")).toBe("/documents/best-execution-policy.pdf");
    expect(await policy.getAttribute("target")).toBe("_blank");
    await page.context().close();
  });

  test("a hash scrolls to its section after 100 ms leaving 150 px, in Spanish too", async () => {
    for (const path of [
      "/services/global-markets#best-execution-policy",
      "/es/services/investment-banking#our-leadership",
    ]) {
      const page = await visit(path, { width: 1280, height: 720 });
      const id = path.split("#")[1]!;
      await expect
        .poll(() =>
          page.evaluate(
            (target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top),
            id,
          ),
        )
        .toBe(150);
      await page.context().close();
    }
  });

  test("the partner strip pauses on request and every partner is reachable by keyboard", async () => {
    const page = await visit("/services/asset-and-wealth-management");
    await islandHydrated(page, `[role="region"][aria-label="Regulators and market partners"]`);
    const region = page.getByRole("region", { name: "Regulators and market partners" });
    const strip = region.locator("[data-marquee]");
    expect(await strip.evaluate((el) => getComputedStyle(el).animationName)).toBe("marquee");
    // It holds still while a partner has keyboard focus (and under the pointer).
    await region.locator("a").first().focus();
    expect(await strip.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
    await region.getByRole("button", { name: "Pause" }).click();
    expect(await region.getByRole("button", { name: "Play" }).count()).toBe(1);
    // Paused, the marks stand still and all of them are in view.
    expect(await strip.count()).toBe(0);
    for (const mark of await region.locator("a").all()) expect(await mark.isVisible()).toBe(true);
    await region.getByRole("button", { name: "Play" }).click();
    expect(await strip.count()).toBe(1);
    // The looping copy is hidden from the keyboard and assistive technology.
    const focusable = region.locator("a:not([tabindex='-1'])");
    expect(await focusable.count()).toBe(6);
    await focusable.first().focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
      "https://sec.gov.ng",
    );
    await page.context().close();
  });

  test("an unknown business answers 404", async () => {
    expect((await fetch(`${baseURL()}/services/retail-banking`)).status).toBe(404);
  });
});

describe("track record", () => {
  const cards = (page: Page) => page.locator("main ul > li article");

  test("filters by business and words, reflects both in the URL, and reads the hash", async () => {
    const page = await visit("/milestone");
    expect(await page.locator("main").getByText("TRACK RECORD", { exact: true }).isVisible()).toBe(
      true,
    );
    const all = await cards(page).count();
    expect(all).toBeGreaterThanOrEqual(16);
    const select = page.getByLabel("CHOOSE BUSINESS");
    expect(await select.locator("option").allTextContents()).toEqual([
      "All",
      "INVESTMENT BANKING",
      "ASSET AND WEALTH MANAGEMENT",
    ]);
    await select.selectOption("capital");
    await expect.poll(() => new URL(page.url()).search).toBe("?business=capital");
    // The URL changes first; React renders the filtered list in a transition just after.
    await expect.poll(() => cards(page).count()).toBeLessThan(all);
    const capital = await cards(page).count();
    expect(capital).toBeGreaterThan(0);
    expect(capital).toBeLessThan(all);
    expect(await page.locator("main ul > li article [data-business]").allTextContents()).toEqual(
      Array(capital).fill("BGL Capital"),
    );

    await page.getByLabel("Search the track record").fill("ISSUING house");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("ISSUING house");
    const found = await cards(page).allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text.toLowerCase()).toContain("issuing house");
    expect(await page.getByRole("status").textContent()).toMatch(/^\d+ results?$/);

    await page.getByLabel("Search the track record").fill("zzzz-no-such-thing");
    await expect.poll(() => cards(page).count()).toBe(0);
    expect(await page.getByRole("status").textContent()).toBe("0 results");
    await page.context().close();

    for (const [hash, category] of [
      ["#capital", "capital"],
      ["#asset-management", "asset-management"],
      ["#all", "all"],
    ]) {
      const hashed = await visit(`/milestone${hash}`);
      await expect.poll(() => hashed.getByLabel("CHOOSE BUSINESS").inputValue()).toBe(category);
      await hashed.context().close();
    }
  });

  test("works as a plain GET form without JavaScript, in Chinese too", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, baseURL: baseURL() });
    const page = await context.newPage();
    await page.goto("/zh/milestone");
    const all = await cards(page).count();
    await page.locator("select[name=business]").selectOption("asset-management");
    await page.locator("main input[name=q]").fill("fund");
    await page.locator("main form[role=search] button[type=submit]").click();
    await page.waitForURL(/\/zh\/milestone\?business=asset-management&q=fund$/);
    const count = await cards(page).count();
    expect(count).toBeLessThan(all);
    expect(await page.locator("select[name=business]").inputValue()).toBe("asset-management");
    expect(await page.locator("main input[name=q]").inputValue()).toBe("fund");
    await context.close();
  });

  test("the grid has one column on a phone and four on a wide screen", async () => {
    for (const [width, columns] of [
      [390, 1],
      [1366, 4],
    ] as const) {
      const page = await visit("/milestone", { width, height: 900 });
      const count = await page
        .locator("main ul.grid")
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
      expect(count, `${width}px`).toBe(columns);
      await page.context().close();
    }
  });
});

test("axe-core finds no WCAG 2.2 AA violations on any public page in en and zh", async () => {
  for (const path of await publicPaths(baseURL())) {
    const page = await visit(path, { reducedMotion: true });
    expect(await accessibilityViolations(page), path).toEqual([]);
    await page.context().close();
  }
}, 240_000);

test("search engines get a sitemap of every localised page and the published news, and robots rules", async () => {
  const sitemap = await fetch(`${baseURL()}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL()}/zh/company/about</loc>`);
  expect(xml).toMatch(
    new RegExp(`<loc>${baseURL()}/fr/news/[^<]+</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
  );
  const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
  expect(robots).toContain("Disallow: /admin/");
  expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
});

test("a profile reached under another business's path names its own page as canonical", async () => {
  const html = await (
    await fetch(`${baseURL()}/fr/global-markets/management/tolulope-ajayi`)
  ).text();
  expect(html).toContain(
    `rel="canonical" href="${baseURL()}/fr/investment-banking/management/tolulope-ajayi"`,
  );
  expect(html).toContain(
    `hrefLang="zh-Hans" href="${baseURL()}/zh/investment-banking/management/tolulope-ajayi"`,
  );
});
