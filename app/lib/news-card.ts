import type { Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

/**
 * What a news card shows; built on the server so the article body stays there. Its date and length
 * arrive written out in the page's language: the browser then shows them without loading the
 * locale's date and plural rules, which costs a phone more than the whole rest of the card.
 */
export interface NewsCardData {
  id: string;
  /** Its address: `/news/{slug}`. */
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  /** `YYYY-MM-DD`, for the `<time>` element. */
  date: string;
  /** The date as the page's language writes it: "12 March 2026". */
  dateText: string;
  /** The language the title and excerpt are written in. */
  textLocale: Locale;
  /** Length and reading time: "850 words · 4 min read". */
  lengthText: string;
}

export const defaultNewsImage = "/images/news/default.webp";

/** The address of a locale's news feed (RSS). */
export function newsFeedPath(locale: Locale): string {
  return localizePath("/news/rss.xml", locale);
}
