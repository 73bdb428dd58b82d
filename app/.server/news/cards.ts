import { fill, plural } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { formatLongDate } from "~/lib/format-date";
import type { NewsCardData } from "~/lib/news-card";
import { readingStats } from "~/lib/reading-time";
import type { NewsItem } from "./types";

/** What a news card needs, without sending the whole article to the browser. */
export function toNewsCard(item: NewsItem, locale: Locale): NewsCardData {
  const { words, minutes } = readingStats(item.content);
  const t = messages[locale];
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    excerpt: item.excerpt,
    imageUrl: item.imageUrl,
    date: item.date,
    dateText: formatLongDate(item.date, locale),
    textLocale: item.textLocale,
    lengthText: `${plural(t.news.words, words, locale)} · ${fill(t.news.minutesToRead, { minutes })}`,
  };
}
