import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { locales, localeTags } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { baseURL, browserForFile, openPage } from "./browser";

const browser = browserForFile();
let page: Page;
beforeAll(async () => {
  page = await openPage(browser());
  await page.goto("/robots.txt");
});

interface ParsedFeed {
  error: string | null;
  version: string | null;
  channel: Record<string, string>;
  self: string | null;
  items: Record<string, string>[];
}

/** The feed read by the browser's own XML parser, which refuses anything not well-formed. */
async function parseFeed(xml: string): Promise<ParsedFeed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.querySelector("parsererror")?.textContent ?? null;
    const fields = (element: Element) =>
      Object.fromEntries(
        [...element.children]
          .filter((child) => !child.namespaceURI?.includes("Atom"))
          .map((child) => [child.tagName, child.textContent ?? ""]),
      );
    const channel = doc.querySelector("rss > channel");
    return {
      error,
      version: doc.documentElement.getAttribute("version"),
      channel: channel ? fields(channel) : {},
      self:
        doc
          .getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]
          ?.getAttribute("href") ?? null,
      items: [...doc.querySelectorAll("rss > channel > item")].map(fields),
    };
  }, xml);
}

test("each locale's news feed is RSS 2.0, and every link in it answers", async () => {
  for (const locale of locales) {
    const address = `${baseURL()}${localizePath("/news/rss.xml", locale)}`;
    const response = await fetch(address);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const feed = await parseFeed(await response.text());
    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.self).toBe(address);
    expect(feed.channel.language).toBe(localeTags[locale]);
    expect(feed.channel.link).toBe(`${baseURL()}${localizePath("/news", locale)}`);
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item.title).not.toBe("");
      expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      const link = item.link ?? "";
      expect(link.startsWith(`${baseURL()}${localizePath("/news/", locale)}`)).toBe(true);
      expect((await fetch(link, { redirect: "manual" })).status, link).toBe(200);
    }
    expect((await fetch(feed.channel.link!, { redirect: "manual" })).status).toBe(200);
  }
});

test("news pages announce their locale's feed; it is kept and revalidated like a page", async () => {
  const html = await (await fetch(`${baseURL()}/fr/news`)).text();
  expect(html).toContain(
    `<link rel="alternate" type="application/rss+xml" title="Actualités de BGL Group" href="${baseURL()}/fr/news/rss.xml"/>`,
  );
  const first = await fetch(`${baseURL()}/fr/news/rss.xml`);
  await first.arrayBuffer();
  const again = await fetch(`${baseURL()}/fr/news/rss.xml`, {
    headers: { "If-None-Match": first.headers.get("etag")! },
  });
  expect(again.status).toBe(304);
  expect(again.headers.get("x-page-cache")).toBe("hit");
});

/** The JSON-LD blocks of a page as the browser finds them, parsed. */
async function structuredData(path: string): Promise<Record<string, unknown>[]> {
  await page.goto(path);
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

function ofType(blocks: Record<string, unknown>[], type: string): Record<string, unknown> {
  const found = blocks.find((block) => block["@type"] === type);
  expect(found, `${type} on the page`).toBeDefined();
  return found!;
}

interface Crumb {
  position: number;
  name: string;
  item: string;
}

function trailOf(blocks: Record<string, unknown>[]): Crumb[] {
  return ofType(blocks, "BreadcrumbList").itemListElement as Crumb[];
}

test("the home page describes the group as a financial service, in its language", async () => {
  const blocks = await structuredData("/pt");
  expect(ofType(blocks, "FinancialService")).toMatchObject({
    "@context": "https://schema.org",
    name: "BGL Group",
    url: `${baseURL()}/pt`,
    telephone: "+2342012700100",
    address: {
      "@type": "PostalAddress",
      streetAddress: "14 Kingsway Road",
      addressLocality: "Ikoyi",
      addressCountry: "NG",
    },
    sameAs: expect.arrayContaining(["https://www.youtube.com/@bglgroupng"]),
    description: await page.locator('meta[name="description"]').getAttribute("content"),
  });
  expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(false);
});

test("a news item is a news article with a breadcrumb trail through the news", async () => {
  await page.goto("/zh/news");
  const href = await page.locator("main article a").first().getAttribute("href");
  const blocks = await structuredData(href!);
  const article = ofType(blocks, "NewsArticle");
  const headline = await page.locator("h1").textContent();
  expect(article).toMatchObject({
    headline,
    url: baseURL() + href,
    image: [expect.stringMatching(new RegExp(`^${baseURL()}/`))],
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
    dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    inLanguage: expect.stringMatching(/^(zh-Hans|en)$/),
    author: { "@type": "Organization", name: "BGL Group" },
    publisher: { logo: { url: `${baseURL()}/logos/main.svg` } },
  });
  expect((await fetch((article.image as string[])[0]!)).status).toBe(200);

  // Links to it shared on social networks show its picture as a 1200×630 card.
  const card = await page.locator('meta[property="og:image"]').getAttribute("content");
  // The demo pictures' cards are in /images/news/share/, an upload's beside it in /media/.
  expect(card).toMatch(
    new RegExp(
      `^${baseURL()}(/images/news/share/[a-z0-9-]+|/media/news/\\d+_[a-z0-9-]+-share)\\.jpg$`,
    ),
  );
  expect(await page.locator('meta[property="og:image:width"]').getAttribute("content")).toBe(
    "1200",
  );
  const answer = await fetch(card!);
  expect(answer.headers.get("content-type")).toBe("image/jpeg");
  expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({
    width: 1200,
    height: 630,
  });

  const trail = trailOf(blocks);
  expect(trail.map((crumb) => crumb.name)).toEqual(["首页", "新闻动态", headline]);
  expect(trail.map((crumb) => crumb.item)).toEqual([
    `${baseURL()}/zh`,
    `${baseURL()}/zh/news`,
    baseURL() + href,
  ]);
});

test("inner pages carry their trail; a person's passes through management", async () => {
  const about = trailOf(await structuredData("/es/company/about"));
  expect(about).toHaveLength(2);
  expect(about[0]).toMatchObject({ position: 1, name: "Inicio" });
  const person = trailOf(await structuredData("/investment-banking/management/tolulope-ajayi"));
  expect(person.map((crumb) => crumb.item)).toEqual([
    `${baseURL()}/`,
    `${baseURL()}/company/management`,
    `${baseURL()}/investment-banking/management/tolulope-ajayi`,
  ]);
});
