/**
 * Revisions: each save of a news item keeps its whole state as it was saved, numbered from 1, with
 * who saved it. They are written in the transaction of the save itself, so a save and its revision
 * exist together or not at all.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database, NewsStatus, TranslationSource } from "../db/schema";
import { NotFoundError } from "../errors";
import type { NewsText, TranslatedLocale } from "./types";

export interface RevisionText extends NewsText {
  source: TranslationSource;
}

/** Everything an item says and how it is published, as one save left it. */
export interface RevisionSnapshot extends NewsText {
  date: string;
  slug: string;
  imageUrl: string | null;
  tags: string[];
  status: NewsStatus;
  publishAt: string | null;
  unpublishAt: string | null;
  translations: Partial<Record<TranslatedLocale, RevisionText>>;
}

export interface RevisionSummary {
  number: number;
  createdAt: string;
  /** Whoever saved it; null for the state an item had when revisions began to be kept. */
  author: string | null;
  /** The revision whose content this one brought back. */
  restoredFrom: number | null;
}

export interface Revision extends RevisionSummary {
  snapshot: RevisionSnapshot;
}

/** The item's state as stored now (inside a transaction: as it has just written it). */
export async function storedSnapshot(trx: Kysely<Database>, id: string): Promise<RevisionSnapshot> {
  const item = await trx
    .selectFrom("news")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const texts = await trx
    .selectFrom("news_translation")
    .select(["locale", "title", "excerpt", "content", "source"])
    .where("news_id", "=", id)
    .orderBy("locale")
    .execute();
  const tags = await trx
    .selectFrom("news_tag")
    .select("tag")
    .where("news_id", "=", id)
    .orderBy("tag")
    .execute();
  return {
    title: item.title,
    excerpt: item.excerpt,
    content: item.content,
    date: item.date,
    slug: item.slug,
    imageUrl: item.image_url,
    tags: tags.map((row) => row.tag),
    status: item.status,
    publishAt: item.publish_at,
    unpublishAt: item.unpublish_at,
    translations: Object.fromEntries(
      texts.map((text) => [
        text.locale,
        { title: text.title, excerpt: text.excerpt, content: text.content, source: text.source },
      ]),
    ),
  };
}

/** Whether two states differ in what a reader reads: a title, excerpt or text in any language. */
export function textDiffers(a: RevisionSnapshot, b: RevisionSnapshot): boolean {
  const texts = (snapshot: RevisionSnapshot) =>
    JSON.stringify([
      [snapshot.title, snapshot.excerpt, snapshot.content],
      ...Object.entries(snapshot.translations)
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([locale, text]) => [locale, text.title, text.excerpt, text.content]),
    ]);
  return texts(a) !== texts(b);
}

/**
 * Keeps the item's state as just written as its next revision, or, for a save awaiting approval,
 * that state with what the save asked for (`requested`) in its place. Returns its number and
 * whether its text differs from the previous revision's (false for the first).
 */
export async function recordRevision(
  trx: Transaction<Database>,
  id: string,
  saved: { stamp: string; author: string | null; restoredFrom?: number | null },
  requested: Partial<RevisionSnapshot> = {},
): Promise<{ number: number; textChanged: boolean }> {
  const snapshot = { ...(await storedSnapshot(trx, id)), ...requested };
  const previous = await trx
    .selectFrom("news_revision")
    .select(["number", "snapshot"])
    .where("news_id", "=", id)
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
  const number = (previous ? Number(previous.number) : 0) + 1;
  await trx
    .insertInto("news_revision")
    .values({
      news_id: id,
      number,
      created_at: saved.stamp,
      author: saved.author,
      restored_from: saved.restoredFrom ?? null,
      image_url: snapshot.imageUrl,
      snapshot: JSON.stringify(snapshot),
    })
    .execute();
  const textChanged = previous
    ? textDiffers(JSON.parse(previous.snapshot) as RevisionSnapshot, snapshot)
    : false;
  return { number, textChanged };
}

/** An item's revisions, newest first. */
export async function listRevisions(db: Kysely<Database>, id: string): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom("news_revision")
    .select(["number", "created_at", "author", "restored_from"])
    .where("news_id", "=", id)
    .orderBy("number", "desc")
    .execute();
  return rows.map((row) => ({
    number: Number(row.number),
    createdAt: row.created_at,
    author: row.author,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  }));
}

/** One revision of an item; throws NotFoundError when the item has no such revision. */
export async function getRevision(
  db: Kysely<Database>,
  id: string,
  number: number,
): Promise<Revision> {
  const row = await db
    .selectFrom("news_revision")
    .selectAll()
    .where("news_id", "=", id)
    .where("number", "=", number)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`News item ${id} has no revision ${number}`);
  return {
    number: Number(row.number),
    createdAt: row.created_at,
    author: row.author,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    snapshot: JSON.parse(row.snapshot) as RevisionSnapshot,
  };
}
