/** News as the public pages read it: published only, in the page's language, with machine translation when configured. */
import type { Locale } from "~/i18n/locales";
import type { NewsCardData } from "~/lib/news-card";
import { groupTag } from "~/lib/news-tags";
import { db } from "../db/client";
import { NotFoundError } from "../errors";
import { withMachineTranslation, withMachineTranslations } from "../translate/machine-translations";
import { translator } from "../translate/translator";
import { toNewsCard } from "./cards";
import type { NewsItem } from "./types";
import { currentAddress } from "./addresses";
import { feedSize } from "./feed";
import { getNewsBySlug, listNews } from "./queries";
import { log } from "../log";

async function publishedNews(locale: Locale, page: number, pageSize: number, tag?: string) {
  const result = await listNews(db, { locale, page, pageSize, tag });
  return { ...result, items: await withMachineTranslations(db, translator, result.items, locale) };
}

/** One page of the published news, of one business when `tag` is given. */
export async function publishedNewsPage(
  locale: Locale,
  page: number,
  pageSize: number,
  tag?: string,
) {
  const result = await publishedNews(locale, page, pageSize, tag);
  return { ...result, items: result.items.map((item) => toNewsCard(item, locale)) };
}

/** The newest published items, whole, for the locale's feed. */
export async function newsForFeed(locale: Locale): Promise<NewsItem[]> {
  return (await publishedNews(locale, 1, feedSize)).items;
}

/**
 * The newest published items for a page's news section, or `null` when the news cannot be read:
 * the page around it is fixed copy and still renders (logged here, never a 500 for one block).
 */
export async function latestNews(locale: Locale, count: number): Promise<NewsCardData[] | null> {
  try {
    return (await publishedNewsPage(locale, 1, count)).items;
  } catch (error) {
    log.error({ err: error }, "news: reading the latest news failed");
    return null;
  }
}

/**
 * The newest news of one business for its page, topped up with the group's newest when it has
 * fewer than `count` (`own` says whether any are its own); `null` when the news cannot be read, as
 * for `latestNews`.
 */
export async function businessNews(
  locale: Locale,
  count: number,
  tag: string,
): Promise<{ items: NewsCardData[]; own: boolean } | null> {
  try {
    const own = (await publishedNewsPage(locale, 1, count, tag)).items;
    if (own.length === count) return { items: own, own: true };
    const group = (await publishedNewsPage(locale, 1, count, groupTag)).items;
    const shown = new Set(own.map((item) => item.id));
    const items = [...own, ...group.filter((item) => !shown.has(item.id))].slice(0, count);
    return { items, own: own.length > 0 };
  } catch (error) {
    log.error({ err: error }, "news: reading a business's news failed");
    return null;
  }
}

/**
 * The published item at `/news/{address}`, or where it lives now when the address is an old one
 * (a former slug, or the item's id); throws NotFoundError when nothing published answers. Its HTML
 * was sanitised when written.
 */
export async function publishedNewsAt(
  address: string,
  locale: Locale,
): Promise<{ item: NewsItem } | { movedTo: string }> {
  try {
    const item = await getNewsBySlug(db, address, { locale });
    return { item: await withMachineTranslation(db, translator, item, locale) };
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    const movedTo = await currentAddress(db, address);
    if (movedTo) return { movedTo };
    throw error;
  }
}
