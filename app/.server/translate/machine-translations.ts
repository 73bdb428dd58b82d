/** Fills a missing translation of a news item by machine, once, and keeps it in the database. */
import type { Kysely } from "kysely";
import type { Locale } from "~/i18n/locales";
import type { Database } from "../db/schema";
import { sanitizeNewsHtml } from "../html";
import { refreshNewsDocuments } from "../search/documents";
import type { NewsItem } from "../news/types";
import type { Translator } from "./client";

/** The item in `locale`, machine-translated and stored when no translation existed yet. */
export async function withMachineTranslation(
  db: Kysely<Database>,
  translator: Translator | null,
  item: NewsItem,
  locale: Locale,
  now = new Date(),
): Promise<NewsItem> {
  if (!translator || locale === "en" || item.textLocale === locale) return item;
  const [title, excerpt, content] = await Promise.all([
    translator.translate(item.title, locale),
    translator.translate(item.excerpt, locale),
    translator.translate(item.content, locale),
  ]);
  if (title === null || excerpt === null || content === null) return item;
  const translated = { title, excerpt, content: await sanitizeNewsHtml(content) };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("news_translation")
      .values({
        news_id: item.id,
        locale,
        ...translated,
        source: "machine",
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(["news_id", "locale"]).doNothing())
      .execute();
    await refreshNewsDocuments(trx, [item.id]);
  });
  return { ...item, ...translated, textLocale: locale };
}

/** The same for a list, a few requests at a time. */
export async function withMachineTranslations(
  db: Kysely<Database>,
  translator: Translator | null,
  items: NewsItem[],
  locale: Locale,
): Promise<NewsItem[]> {
  if (!translator || locale === "en") return items;
  const result: NewsItem[] = [];
  for (const item of items) result.push(await withMachineTranslation(db, translator, item, locale));
  return result;
}
