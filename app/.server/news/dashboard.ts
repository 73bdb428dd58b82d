/**
 * The newsroom's list of items: every state, narrowed by status, business and a title search, each
 * row with its businesses and how far its translations are.
 */
import type { Kysely } from "kysely";
import type { Database, NewsStatus, TranslationSource } from "../db/schema";
import { formatLagosTime } from "~/lib/newsroom-time";
import { translatedLocales, type TranslatedLocaleKey } from "~/lib/news-schema";
import { listNews } from "./queries";
import { reviewStates } from "./review-state";

export interface DashboardFilters {
  status: NewsStatus | "all";
  tag?: string;
  search?: string;
  page: number;
}

/** Per translated locale: written by a person, made by machine translation, or not there. */
export type TranslationState = TranslationSource | "missing";

export async function dashboardPage(
  db: Kysely<Database>,
  filters: DashboardFilters,
  pageSize: number,
) {
  const result = await listNews(db, { ...filters, locale: "en", pageSize });
  const ids = result.items.map((item) => item.id);
  const rows = ids.length
    ? await db
        .selectFrom("news_translation")
        .select(["news_id", "locale", "source"])
        .where("news_id", "in", ids)
        .execute()
    : [];
  const sources = new Map(rows.map((row) => [`${row.news_id} ${row.locale}`, row.source]));
  const reviews = await reviewStates(db, ids);
  return {
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    items: result.items.map((item) => ({
      id: item.id,
      title: item.title,
      date: item.date,
      status: item.status,
      /** A request for publication awaiting a decision, or sent back. */
      review: reviews.get(item.id) ?? null,
      tags: item.tags,
      // When it goes live (scheduled) or is taken down (published), in the newsroom's time.
      when:
        item.status === "scheduled" && item.publishAt
          ? formatLagosTime(item.publishAt)
          : item.status === "published" && item.unpublishAt
            ? formatLagosTime(item.unpublishAt)
            : null,
      translations: Object.fromEntries(
        translatedLocales.map((locale) => [
          locale,
          sources.get(`${item.id} ${locale}`) ?? "missing",
        ]),
      ) as Record<TranslatedLocaleKey, TranslationState>,
    })),
  };
}
