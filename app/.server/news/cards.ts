import { readingStats } from "~/lib/reading-time";
import type { NewsCardData } from "~/lib/news-card";
import type { NewsItem } from "./types";

/** What a news card needs, without sending the whole article to the browser. */
export function toNewsCard(item: NewsItem): NewsCardData {
  const { words, minutes } = readingStats(item.content);
  return {
    id: item.id,
    title: item.title,
    excerpt: item.excerpt,
    imageUrl: item.imageUrl,
    date: item.date,
    textLocale: item.textLocale,
    words,
    minutes,
  };
}
