/**
 * Writing news: create, update (guarded by its version) and delete items with their
 * translations, businesses, addresses and revisions. Reading is in queries.ts.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import { newsFieldsSchema } from "~/lib/news-schema";
import { slugify } from "~/lib/slugify";
import type { Database } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { newId } from "../ids";
import { refreshNewsDocuments } from "../search/documents";
import { claimSlug, moveAddress, uniqueSlug } from "./addresses";
import { getNews } from "./queries";
import { recordRevision, storedSnapshot, type RevisionSnapshot } from "./revisions";
import { publicationOf } from "./publication";
import { writeTags } from "./tags";
import type { NewsInput, NewsItem } from "./types";

/** How a save is recorded: its time, who made it, and the revision it restores, if any. */
export interface SaveOptions {
  now?: Date;
  /** The e-mail of the person saving; null for the system (the demo content, imports). */
  author?: string | null;
  restoredFrom?: number;
  /** More writes that belong to the save (an import's record of its source), in its transaction. */
  alongside?: (trx: Transaction<Database>, id: string) => Promise<void>;
  /**
   * The save asks for publication and waits for a second person (ADR 024): the state it asks for
   * is kept as a revision awaiting approval, and the item stays as public, or as private, as it was.
   */
  awaitingApproval?: boolean;
}

/** What a save awaiting approval asks for, kept in its revision until someone decides. */
function requestOf(
  input: NewsInput,
): Pick<RevisionSnapshot, "status" | "publishAt" | "unpublishAt"> {
  return {
    status: input.status ?? "published",
    publishAt: input.publishAt ?? null,
    unpublishAt: input.unpublishAt ?? null,
  };
}

/** Marks the item as waiting for a decision on revision `number`. */
async function markPending(trx: Transaction<Database>, id: string, number: number): Promise<void> {
  await trx
    .updateTable("news")
    .set({ review: "pending", review_revision: number })
    .where("id", "=", id)
    .execute();
}

export async function createNews(
  db: Kysely<Database>,
  input: NewsInput,
  { now = new Date(), author = null, alongside, awaitingApproval = false }: SaveOptions = {},
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
        ...publicationOf(awaitingApproval ? { ...input, status: "draft" } : input, undefined, now),
        created_at: stamp,
        updated_at: stamp,
        version: 1,
      })
      .execute();
    await replaceTranslations(trx, id, input.translations, stamp);
    await writeTags(trx, id, input.tags ?? []);
    if (awaitingApproval) {
      const { number } = await recordRevision(trx, id, { stamp, author }, requestOf(input));
      await markPending(trx, id, number);
    } else await recordRevision(trx, id, { stamp, author });
    await alongside?.(trx, id);
    await refreshNewsDocuments(trx, [id]);
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
  options: SaveOptions = {},
): Promise<NewsItem> {
  assertValid(input);
  const { now = new Date(), author = null, restoredFrom, alongside } = options;
  const stamp = now.toISOString();
  const saved = { stamp, author, restoredFrom };
  await db.transaction().execute(async (trx) => {
    const current = await currentState(trx, id);
    const live = current.status === "published" || current.status === "scheduled";
    if (options.awaitingApproval && live) {
      // The public text stays until a second person approves: the request is only a revision.
      await claimVersion(trx, id, expectedVersion, current.version);
      const { number } = await recordRevision(trx, id, saved, {
        ...(await requestedSnapshot(trx, id, input)),
        ...requestOf(input),
      });
      await markPending(trx, id, number);
    } else if (options.awaitingApproval) {
      await writeState(trx, id, expectedVersion, { ...input, status: current.status }, now);
      const { number } = await recordRevision(trx, id, saved, requestOf(input));
      await markPending(trx, id, number);
    } else {
      await writeState(trx, id, expectedVersion, input, now);
      const { textChanged } = await recordRevision(trx, id, saved);
      // Readers of a published item see that its text was corrected, and when.
      if (textChanged && current.status === "published") await markRevised(trx, id, stamp);
    }
    await alongside?.(trx, id);
    await refreshNewsDocuments(trx, [id]);
  });
  return getNews(db, id, { status: "all" });
}

async function currentState(trx: Transaction<Database>, id: string) {
  const current = await trx
    .selectFrom("news")
    .select(["version", "slug", "status", "publish_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) throw new NotFoundError(`News item ${id} does not exist`);
  return current;
}

/** Raises the item's version if it is still `expectedVersion`; otherwise throws ConflictError. */
async function claimVersion(
  trx: Transaction<Database>,
  id: string,
  expectedVersion: number,
  storedVersion: number,
): Promise<void> {
  const result = await trx
    .updateTable("news")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new ConflictError(
      `News item ${id} was changed since version ${expectedVersion} was read (now version ${storedVersion})`,
    );
  }
}

export async function markRevised(
  trx: Transaction<Database>,
  id: string,
  stamp: string,
): Promise<void> {
  await trx.updateTable("news").set({ revised_at: stamp }).where("id", "=", id).execute();
}

/**
 * Writes `input` over the item, its translations and businesses, if nobody saved it since
 * `expectedVersion`; a decision waiting on it no longer applies. The caller keeps the revision.
 */
export async function writeState(
  trx: Transaction<Database>,
  id: string,
  expectedVersion: number,
  input: NewsInput,
  now: Date,
): Promise<void> {
  const stamp = now.toISOString();
  const current = await currentState(trx, id);
  await claimVersion(trx, id, expectedVersion, current.version);
  const slug =
    input.slug && input.slug !== current.slug
      ? await moveAddress(trx, id, current.slug, input.slug, stamp)
      : current.slug;
  await trx
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
      review: null,
      review_revision: null,
    })
    .where("id", "=", id)
    .execute();
  if (input.translations) await replaceTranslations(trx, id, input.translations, stamp);
  if (input.tags) await writeTags(trx, id, input.tags);
}

/** The whole state `input` asks for, where it leaves businesses or translations as they are. */
async function requestedSnapshot(
  trx: Transaction<Database>,
  id: string,
  input: NewsInput,
): Promise<RevisionSnapshot> {
  const stored = await storedSnapshot(trx, id);
  return {
    ...stored,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    date: input.date,
    imageUrl: input.imageUrl,
    slug: input.slug ?? stored.slug,
    tags: input.tags ? [...input.tags].sort() : stored.tags,
    translations: input.translations
      ? Object.fromEntries(
          translationRows(id, input.translations, "").map((row) => [
            row.locale,
            { title: row.title, excerpt: row.excerpt, content: row.content, source: row.source },
          ]),
        )
      : stored.translations,
  };
}

/** Deletes an item and its translations; throws NotFoundError when there is none. */
export async function deleteNews(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("news_translation").where("news_id", "=", id).execute();
    await trx.deleteFrom("news_address").where("news_id", "=", id).execute();
    await trx.deleteFrom("news_tag").where("news_id", "=", id).execute();
    await trx.deleteFrom("news_revision").where("news_id", "=", id).execute();
    await trx.deleteFrom("news_approval").where("news_id", "=", id).execute();
    const result = await trx.deleteFrom("news").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) {
      throw new NotFoundError(`News item ${id} does not exist`);
    }
    await refreshNewsDocuments(trx, [id]);
  });
}

async function replaceTranslations(
  trx: Transaction<Database>,
  newsId: string,
  translations: NewsInput["translations"],
  stamp: string,
): Promise<void> {
  await trx.deleteFrom("news_translation").where("news_id", "=", newsId).execute();
  const rows = translationRows(newsId, translations, stamp);
  if (rows.length > 0) await trx.insertInto("news_translation").values(rows).execute();
}

/** The translations worth keeping (those with a title), as rows, in locale order. */
function translationRows(newsId: string, translations: NewsInput["translations"], stamp: string) {
  return Object.entries(translations ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([locale, text]) =>
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
