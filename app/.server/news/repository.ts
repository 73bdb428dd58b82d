/** The news store: list, read, create, update (guarded by version) and delete news with their translations. */
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from "kysely";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { newsFieldsSchema } from "~/lib/news-schema";
import { slugify } from "~/lib/slugify";
import { countRows } from "../db/count";
import type { Database, NewsStatus } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { newId } from "../ids";
import { claimSlug, moveAddress, uniqueSlug } from "./addresses";
import { recordRevision } from "./revisions";
import { publicationOf } from "./publication";
import { withTags, writeTags } from "./tags";
import { pageCountFor, pageOffset } from "~/lib/pagination";
import type {
  ListNewsOptions,
  NewsInput,
  NewsItem,
  NewsPage,
  NewsTranslationInput,
  TranslatedLocale,
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

/** How a save is recorded: its time, who made it, and the revision it restores, if any. */
export interface SaveOptions {
  now?: Date;
  /** The e-mail of the person saving; null for the system (the demo content, imports). */
  author?: string | null;
  restoredFrom?: number;
}

export async function createNews(
  db: Kysely<Database>,
  input: NewsInput,
  { now = new Date(), author = null }: SaveOptions = {},
): Promise<NewsItem> {
  assertValid(input);
  const id = newId();
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const slug = input.slug
      ? await claimSlug(trx, input.slug, id)
      : await uniqueSlug(trx, slugify(input.title));
    await trx
      .insertInto("news")
      .values({
        id,
        slug,
        title: input.title,
        excerpt: input.excerpt,
        content: input.content,
        image_url: input.imageUrl,
        date: input.date,
        ...publicationOf(input, undefined, now),
        created_at: stamp,
        updated_at: stamp,
        version: 1,
      })
      .execute();
    await replaceTranslations(trx, id, input.translations, stamp);
    await writeTags(trx, id, input.tags ?? []);
    await recordRevision(trx, id, { stamp, author });
  });
  return getNews(db, id, { status: "all" });
}

/**
 * Saves a new state of an item only if nobody saved it since `expectedVersion` was read;
 * otherwise throws ConflictError and changes nothing.
 */
export async function updateNews(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number,
  input: NewsInput,
  { now = new Date(), author = null, restoredFrom }: SaveOptions = {},
): Promise<NewsItem> {
  assertValid(input);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("news")
      .select(["version", "slug", "status", "publish_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) throw new NotFoundError(`News item ${id} does not exist`);
    const slug =
      input.slug && input.slug !== current.slug
        ? await moveAddress(trx, id, current.slug, input.slug, stamp)
        : current.slug;
    const result = await trx
      .updateTable("news")
      .set({
        slug,
        title: input.title,
        excerpt: input.excerpt,
        content: input.content,
        image_url: input.imageUrl,
        date: input.date,
        ...publicationOf(input, { status: current.status, publishAt: current.publish_at }, now),
        updated_at: stamp,
        version: sql<number>`version + 1`,
      })
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new ConflictError(
        `News item ${id} was changed since version ${expectedVersion} was read (now version ${current.version})`,
      );
    }
    if (input.translations) await replaceTranslations(trx, id, input.translations, stamp);
    if (input.tags) await writeTags(trx, id, input.tags);
    const { textChanged } = await recordRevision(trx, id, { stamp, author, restoredFrom });
    // Readers of a published item see that its text was corrected, and when.
    if (textChanged && current.status === "published")
      await trx.updateTable("news").set({ revised_at: stamp }).where("id", "=", id).execute();
  });
  return getNews(db, id, { status: "all" });
}

/** Deletes an item and its translations; throws NotFoundError when there is none. */
export async function deleteNews(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("news_translation").where("news_id", "=", id).execute();
    await trx.deleteFrom("news_address").where("news_id", "=", id).execute();
    await trx.deleteFrom("news_tag").where("news_id", "=", id).execute();
    await trx.deleteFrom("news_revision").where("news_id", "=", id).execute();
    const result = await trx.deleteFrom("news").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) {
      throw new NotFoundError(`News item ${id} does not exist`);
    }
  });
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

async function replaceTranslations(
  trx: Transaction<Database>,
  newsId: string,
  translations: NewsInput["translations"],
  stamp: string,
): Promise<void> {
  await trx.deleteFrom("news_translation").where("news_id", "=", newsId).execute();
  const rows = Object.entries(translations ?? {}).flatMap(([locale, text]) =>
    text && text.title.trim()
      ? [
          {
            news_id: newsId,
            locale,
            title: text.title,
            excerpt: text.excerpt,
            content: text.content,
            source: text.source ?? ("human" as const),
            updated_at: stamp,
          },
        ]
      : [],
  );
  if (rows.length > 0) await trx.insertInto("news_translation").values(rows).execute();
}

/**
 * The same rules as the admin form (title, excerpt, content, a real date), whoever writes: the form,
 * the demo seed or an import. Throws ValidationError with the fields at fault; nothing is written.
 */
function assertValid(input: NewsInput): void {
  const result = newsFieldsSchema.safeParse(input);
  if (result.success) return;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (fieldErrors[issue.path.join(".")] ??= []).push(issue.message);
  throw new ValidationError("The news item is incomplete", fieldErrors);
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
