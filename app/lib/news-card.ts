import type { Locale } from "~/i18n/locales";

/** What a news card shows; built on the server so the article body stays there. */
export interface NewsCardData {
  id: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  date: string;
  /** The language the title and excerpt are written in. */
  textLocale: Locale;
  words: number;
  minutes: number;
}

export const defaultNewsImage = "/images/news/default.webp";
