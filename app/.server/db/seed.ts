/** Loads the demo content into a database that has never held any. */
import type { Kysely } from "kysely";
import { locales } from "~/i18n/locales";
import { lagosToUtc } from "~/lib/newsroom-time";
import { createNews } from "../news/repository";
import { countNews } from "../news/queries";
import type { NewsInput, TranslatedLocale } from "../news/types";
import type { Database } from "./schema";
import { loadDemoNews, type DemoNews } from "./seed/demo-news";

const seedMarker = "demo_seed";

export type SeedResult = { seeded: true; count: number } | { seeded: false; reason: string };

/**
 * Seeds the demo news only into an empty database that was never seeded, so deleting
 * every item later does not bring the demo back on the next start.
 */
export async function seedDemoContent(db: Kysely<Database>, now = new Date()): Promise<SeedResult> {
  const marker = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", seedMarker)
    .executeTakeFirst();
  if (marker) return { seeded: false, reason: `demo content was loaded on ${marker.value}` };
  if ((await countNews(db)) > 0)
    return { seeded: false, reason: "the database already holds news" };

  const demoNews = loadDemoNews();
  for (const item of demoNews) await createNews(db, toInput(item), { now });
  await db.insertInto("app_meta").values({ key: seedMarker, value: now.toISOString() }).execute();
  return { seeded: true, count: demoNews.length };
}

function toInput(item: DemoNews): NewsInput {
  const translations: NewsInput["translations"] = {};
  for (const locale of locales) {
    if (locale !== "en") translations[locale as TranslatedLocale] = item.text[locale];
  }
  return {
    ...item.text.en,
    slug: item.slug,
    tags: item.tags,
    date: item.date,
    imageUrl: item.image,
    status: "published",
    // Each went live on its day, at nine in the morning in Lagos.
    publishAt: lagosToUtc(`${item.date}T09:00`),
    translations,
  };
}
