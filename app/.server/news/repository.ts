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
import { recordRevision } from "./revisions";
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
}

export async function createNews(
  db: Kysely<Database>,
  input: NewsInput,
  { now = new Date(), author = null, alongside }: SaveOptions = {},
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
  { now = new Date(), author = null, restoredFrom, alongside }: SaveOptions = {},
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
    await alongside?.(trx, id);
    await refreshNewsDocuments(trx, [id]);
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
