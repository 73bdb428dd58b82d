import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { rssXml } from "./feed";
import type { NewsItem } from "./types";

function item(overrides: Partial<NewsItem>): NewsItem {
  return {
    id: "n1",
    slug: "green-bond-listed",
    tags: ["group"],
    title: "Green bond listed",
    excerpt: "Listed on the exchange.",
    content: "<p>Listed.</p>",
    imageUrl: null,
    date: "2026-11-20",
    status: "published",
    publishAt: "2026-11-20T08:00:00.000Z",
    unpublishAt: null,
    createdAt: "2026-11-19T10:00:00.000Z",
    updatedAt: "2026-11-19T10:00:00.000Z",
    revisedAt: null,
    version: 1,
    textLocale: "en",
    ...overrides,
  };
}

const channel = {
  origin: "https://www.example.ng",
  locale: "fr" as const,
  title: "Actualités <BGL> & co",
  description: "Les dernières nouvelles",
};

describe("news feed", () => {
  const xml = rssXml(channel, [
    item({ title: "Résultats T3 & perspectives <2027>" }),
    item({ id: "n2", slug: "older", publishAt: null, date: "2026-10-02" }),
  ]);
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);

  it("is well-formed RSS 2.0 with the locale's links and a self link", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parsed.rss["@_version"]).toBe("2.0");
    const feed = parsed.rss.channel;
    expect(feed.title).toBe("Actualités <BGL> & co");
    expect(feed.link).toBe("https://www.example.ng/fr/news");
    expect(feed.language).toBe("fr");
    expect(feed["atom:link"]["@_href"]).toBe("https://www.example.ng/fr/news/rss.xml");
    expect(feed.lastBuildDate).toBe("Fri, 20 Nov 2026 08:00:00 GMT");
  });

  it("gives each item an absolute link, an RFC 822 date and a guid that outlives its address", () => {
    const [first, second] = parsed.rss.channel.item;
    expect(first.title).toBe("Résultats T3 & perspectives <2027>");
    expect(first.link).toBe("https://www.example.ng/fr/news/green-bond-listed");
    expect(first.pubDate).toBe("Fri, 20 Nov 2026 08:00:00 GMT");
    expect(first.guid["#text"]).toBe("https://www.example.ng#news-n1");
    expect(first.guid["@_isPermaLink"]).toBe("false");
    expect(second.pubDate).toBe("Fri, 02 Oct 2026 08:00:00 GMT");
  });

  it("is a valid empty channel when nothing is published", () => {
    const empty = rssXml(channel, []);
    expect(XMLValidator.validate(empty)).toBe(true);
    expect(empty).not.toContain("<item>");
    expect(empty).not.toContain("lastBuildDate");
  });
});
