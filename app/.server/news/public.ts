/** News as the public pages read it: published only, in the page's language, with machine translation when configured. */
import type { Locale } from "~/i18n/locales";
import { db } from "../db/client";
import { withMachineTranslation, withMachineTranslations } from "../translate/machine-translations";
import { translator } from "../translate/translator";
import { toNewsCard } from "./cards";
import { getNews, listNews } from "./repository";

export async function publishedNewsPage(locale: Locale, page: number, pageSize: number) {
  const result = await listNews(db, { locale, page, pageSize });
  const items = await withMachineTranslations(db, translator, result.items, locale);
  return { ...result, items: items.map(toNewsCard) };
}

/** Throws NotFoundError for an unknown or unpublished item. Its HTML was sanitised when written. */
export async function publishedNewsItem(id: string, locale: Locale) {
  return withMachineTranslation(db, translator, await getNews(db, id, { locale }), locale);
}
