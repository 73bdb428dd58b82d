/**
 * The news feed of one locale as RSS 2.0: the newest published items, each with an absolute link to
 * its page in that locale, its excerpt and its publication time in RFC 822 form.
 */
import { localeTags, type Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { newsFeedPath } from "~/lib/news-card";
import { escapeXml } from "../xml";
import type { NewsItem } from "./types";

export interface FeedChannel {
  /** The site's origin, such as `https://www.bglgroup.ng`. */
  origin: string;
  locale: Locale;
  title: string;
  description: string;
}

/** How many items a feed carries: readers poll often, so a few weeks of news is plenty. */
export const feedSize = 20;

/** When an item went live: its publication time, or the morning of its date for older items. */
function publishedAt(item: NewsItem): Date {
  return new Date(item.publishAt ?? `${item.date}T08:00:00Z`);
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

function itemXml(channel: FeedChannel, item: NewsItem): string {
  const link = channel.origin + localizePath(`/news/${item.slug}`, channel.locale);
  return [
    "<item>",
    element("title", item.title),
    element("link", link),
    element("description", item.excerpt),
    element("pubDate", publishedAt(item).toUTCString()),
    // The id never changes, while an editor may change the address.
    `<guid isPermaLink="false">${escapeXml(`${channel.origin}#news-${item.id}`)}</guid>`,
    "</item>",
  ].join("");
}

export function rssXml(channel: FeedChannel, items: NewsItem[]): string {
  const self = channel.origin + newsFeedPath(channel.locale);
  const newest = items.map(publishedAt).sort((a, b) => b.getTime() - a.getTime())[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", channel.title),
    element("link", channel.origin + localizePath("/news", channel.locale)),
    element("description", channel.description),
    element("language", localeTags[channel.locale]),
    newest ? element("lastBuildDate", newest.toUTCString()) : "",
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) => itemXml(channel, item)),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
