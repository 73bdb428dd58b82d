/** News as the public pages read it: published only, in the page's language, with machine translation when configured. */
import type { Locale } from "~/i18n/locales";
import type { NewsCardData } from "~/lib/news-card";
import { db } from "../db/client";
import { withMachineTranslation, withMachineTranslations } from "../translate/machine-translations";
import { translator } from "../translate/translator";
import { toNewsCard } from "./cards";
import { getNews, listNews } from "./repository";

export async function publishedNewsPage(locale: Locale, page: number, pageSize: number) {
  const result = await listNews(db, { locale, page, pageSize });
  const items = await withMachineTranslations(db, translator, result.items, locale);
  return { ...result, items: items.map((item) => toNewsCard(item, locale)) };
}

/**
 * The newest published items for a page's news section, or `null` when the news cannot be read:
 * the page around it is fixed copy and still renders (logged here, never a 500 for one block).
 */
export async function latestNews(locale: Locale, count: number): Promise<NewsCardData[] | null> {
  try {
    return (await publishedNewsPage(locale, 1, count)).items;
  } catch (error) {
    console.error("[news] reading the latest news failed:", error);
    return null;
  }
}

/** Throws NotFoundError for an unknown or unpublished item. Its HTML was sanitised when written. */
export async function publishedNewsItem(id: string, locale: Locale) {
  return withMachineTranslation(db, translator, await getNews(db, id, { locale }), locale);
}
