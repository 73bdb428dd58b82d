/** The shapes the news store reads and writes. */
import type { Locale } from "~/i18n/locales";
import type { NewsStatus, TranslationSource } from "../db/schema";

export type TranslatedLocale = Exclude<Locale, "en">;

export interface NewsText {
  title: string;
  excerpt: string;
  content: string;
}

export interface NewsTranslationInput extends NewsText {
  source?: TranslationSource;
}

export interface NewsInput extends NewsText {
  /** ISO date `YYYY-MM-DD`. */
  date: string;
  imageUrl: string | null;
  status?: NewsStatus;
  /** ISO UTC: when a scheduled item goes live, or when a published one went live. */
  publishAt?: string | null;
  /** ISO UTC: when a published item is taken down by itself. */
  unpublishAt?: string | null;
  slug?: string;
  /** The businesses it belongs to; a new item without them is group news, an edit keeps them. */
  tags?: string[];
  /** Replaces all translations when given; absent locales are removed. */
  translations?: Partial<Record<TranslatedLocale, NewsTranslationInput>>;
}

export interface NewsItem extends NewsText {
  id: string;
  slug: string;
  /** The businesses it belongs to, in the order of app/lib/news-tags.ts. */
  tags: string[];
  imageUrl: string | null;
  date: string;
  status: NewsStatus;
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** When the text last changed while the item was published (a correction); null if never. */
  revisedAt: string | null;
  version: number;
  /** The locale the title, excerpt and content are written in (English when no translation exists). */
  textLocale: Locale;
}

export interface NewsPage {
  items: NewsItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface ListNewsOptions {
  locale?: Locale;
  page?: number;
  pageSize?: number;
  /** `published` (the public view, default), another status, or `all` (the admin view). */
  status?: NewsStatus | "all";
  /** Only items with this business tag. */
  tag?: string;
  /** Only items whose title, in English or a translation, contains this text (any case). */
  search?: string;
}
