/**
 * Reading news: pages of items by date, one item by id or address (in a locale, falling back to
 * English), its translations, and the addresses the sitemap lists.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { pageCountFor, pageOffset } from "~/lib/pagination";
import { countRows } from "../db/count";
import type { Database, NewsStatus } from "../db/schema";
import { NotFoundError } from "../errors";
import { withTags } from "./tags";
import type {
  ListNewsOptions,
  NewsItem,
  NewsPage,
  TranslatedLocale,
  NewsTranslationInput,
} from "./types";

/** News ordered by date, newest first (ties: newest created first), one page at a time. */
export async function listNews(
  db: Kysely<Database>,
  options: ListNewsOptions = {},
): Promise<NewsPage> {
  const locale = options.locale ?? defaultLocale;
  const pageSize = clampInt(options.pageSize ?? 10, 1, 100);
  const page = clampInt(options.page ?? 1, 1, Number.MAX_SAFE_INTEGER);
  const status = options.status ?? "published";

  const where = matching({ ...options, status });
  const counted = await db
    .selectFrom("news")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where(where)
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);

  const rows = await selectLocalized(db, locale)
    .where(where)
    .orderBy("news.date", "desc")
    .orderBy("news.created_at", "desc")
    .orderBy("news.id", "desc")
    .limit(pageSize)
    .offset(pageOffset(page, pageSize))
    .execute();

  return {
    items: await withTags(db, rows.map(toItem)),
    total,
    page,
    pageSize,
    pageCount: pageCountFor(total, pageSize),
  };
}

/** The condition a listing's options set: status, business tag and title search. */
function matching(options: ListNewsOptions & { status: NewsStatus | "all" }) {
  return (eb: ExpressionBuilder<Database, "news">) => {
    const conditions: Expression<SqlBool>[] = [];
    if (options.status !== "all") conditions.push(eb("news.status", "=", options.status));
    if (options.tag)
      conditions.push(
        eb(
          "news.id",
          "in",
          eb
            .selectFrom("news_tag")
            .select("news_tag.news_id")
            .where("news_tag.tag", "=", options.tag),
        ),
      );
    const search = options.search?.trim().toLowerCase();
    if (search) {
      // The text is matched literally: % and _ in it are not wildcards.
      const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const contains = (column: "news.title" | "s.title") =>
        sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      conditions.push(
        eb.or([
          contains("news.title"),
          eb.exists(
            eb
              .selectFrom("news_translation as s")
              .select("s.news_id")
              .whereRef("s.news_id", "=", "news.id")
              .where(contains("s.title")),
          ),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** One news item in the given locale (falling back to English); throws NotFoundError. */
export async function getNews(
  db: Kysely<Database>,
  id: string,
  options: GetNewsOptions = {},
): Promise<NewsItem> {
  return getOne(db, "news.id", id, options);
}

/** The item at `/news/{slug}`; throws NotFoundError. */
export async function getNewsBySlug(
  db: Kysely<Database>,
  slug: string,
  options: GetNewsOptions = {},
): Promise<NewsItem> {
  return getOne(db, "news.slug", slug, options);
}

interface GetNewsOptions {
  locale?: Locale;
  /** `published` (default), another status, or `all`. */
  status?: NewsStatus | "all";
}

async function getOne(
  db: Kysely<Database>,
  column: "news.id" | "news.slug",
  value: string,
  options: GetNewsOptions,
): Promise<NewsItem> {
  let query = selectLocalized(db, options.locale ?? defaultLocale).where(column, "=", value);
  const status = options.status ?? "published";
  if (status !== "all") query = query.where("news.status", "=", status);
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError(`News item ${value} does not exist`);
  const [item] = await withTags(db, [toItem(row)]);
  return item!;
}

/** The stored translations of an item, keyed by locale. */
export async function getNewsTranslations(
  db: Kysely<Database>,
  id: string,
): Promise<Partial<Record<TranslatedLocale, NewsTranslationInput>>> {
  const rows = await db
    .selectFrom("news_translation")
    .select(["locale", "title", "excerpt", "content", "source"])
    .where("news_id", "=", id)
    .execute();
  return Object.fromEntries(
    rows.map((row) => [
      row.locale,
      { title: row.title, excerpt: row.excerpt, content: row.content, source: row.source },
    ]),
  );
}

export async function countNews(db: Kysely<Database>): Promise<number> {
  return countRows(db, "news");
}

function selectLocalized(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom("news")
    .leftJoin("news_translation as t", (join) =>
      join.onRef("t.news_id", "=", "news.id").on("t.locale", "=", locale),
    )
    .select((eb) => [
      "news.id",
      "news.slug",
      "news.image_url",
      "news.date",
      "news.status",
      "news.publish_at",
      "news.unpublish_at",
      "news.created_at",
      "news.updated_at",
      "news.revised_at",
      "news.version",
      eb.fn.coalesce("t.title", "news.title").as("title"),
      eb.fn.coalesce("t.excerpt", "news.excerpt").as("excerpt"),
      eb.fn.coalesce("t.content", "news.content").as("content"),
      "t.locale as text_locale",
    ]);
}

type LocalizedRow = Awaited<
  ReturnType<ReturnType<typeof selectLocalized>["executeTakeFirstOrThrow"]>
>;

function toItem(row: LocalizedRow): Omit<NewsItem, "tags"> {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.image_url,
    date: row.date,
    status: row.status,
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    revisedAt: row.revised_at,
    version: Number(row.version),
    textLocale: (row.text_locale as Locale | null) ?? defaultLocale,
  };
}

function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Every published item's address and last change, newest first: what the sitemap lists. */
export async function listPublishedNewsAddresses(
  db: Kysely<Database>,
): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await db
    .selectFrom("news")
    .select(["slug", "updated_at"])
    .where("status", "=", "published")
    .orderBy("date", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}
