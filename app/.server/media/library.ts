/**
 * The media library: every uploaded image, kept once and reused, with what staff wrote about it
 * (alt text and caption per language, a credit) and where it is used. An image leaves the library
 * only when staff delete it, and never while a news item or a person's portrait shows it.
 */
import { sql, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../db/schema";
import { NotFoundError } from "../errors";
import { locales, type Locale } from "~/i18n/locales";
import type { MediaDetails } from "~/lib/media-schema";
import { pageCountFor, pageOffset } from "~/lib/pagination";
import type { MediaStorage } from "./storage";
import { mediaUrl, storedFileKeys } from "./store";
import { mediaUses, type MediaUse } from "./usage";

export const libraryPageSize = 24;

export interface LibraryImage {
  id: string;
  url: string;
  /** The smallest WebP size, for grids and pickers (the original when it has none). */
  thumbnail: string;
  name: string;
  width: number;
  height: number;
  size: number;
  createdAt: string;
  credit: string;
  /** English alt text; empty while nobody has written it. */
  alt: string;
  /** The size an article shows: the widest WebP size (at most 1600 px), or the original. */
  display: { url: string; width: number; height: number };
}

export type MediaTexts = Record<Locale, { alt: string; caption: string }>;

/** Deleting an image in use: the news items, people and track-record entries using it are named so staff can change them first. */
export class MediaInUseError extends Error {
  override name = "MediaInUseError";
  constructor(readonly uses: MediaUse[]) {
    super(`The image is used in ${uses.length} place(s)`);
  }
}

type MediaRow = Database["media"] & { name: string; credit: string; alt: string | null };

function toImage(row: MediaRow): LibraryImage {
  const variants = JSON.parse(row.variants) as { key: string; width: number; format: string }[];
  const webp = variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  const smallest = webp[0];
  const widest = webp.at(-1);
  return {
    id: row.id,
    url: mediaUrl(row.key),
    thumbnail: mediaUrl(smallest?.key ?? row.key),
    name: row.name,
    width: row.width,
    height: row.height,
    size: row.size,
    createdAt: row.created_at,
    credit: row.credit,
    alt: row.alt ?? "",
    display: widest
      ? {
          url: mediaUrl(widest.key),
          width: widest.width,
          height: Math.round((widest.width * row.height) / row.width),
        }
      : { url: mediaUrl(row.key), width: row.width, height: row.height },
  };
}

/** The texts of `ids` in every language, empty where none is written. */
async function textsOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, MediaTexts>> {
  const rows = ids.length
    ? await db
        .selectFrom("media_text")
        .select(["media_id", "locale", "alt", "caption"])
        .where("media_id", "in", ids)
        .execute()
    : [];
  return new Map(
    ids.map((id) => [
      id,
      Object.fromEntries(
        locales.map((locale) => {
          const text = rows.find((t) => t.media_id === id && t.locale === locale);
          return [locale, { alt: text?.alt ?? "", caption: text?.caption ?? "" }];
        }),
      ) as MediaTexts,
    ]),
  );
}

function selectImages(db: Kysely<Database>) {
  return db
    .selectFrom("media")
    .leftJoin("media_text as en", (join) =>
      join.onRef("en.media_id", "=", "media.id").on("en.locale", "=", "en"),
    )
    .selectAll("media")
    .select("en.alt as alt");
}

/** One page of the library, newest first, narrowed to images whose name or texts contain `search`. */
export async function listMedia(
  db: Kysely<Database>,
  { search = "", page = 1 }: { search?: string; page?: number },
) {
  const needle = search.trim().toLowerCase();
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const contains = (column: string) =>
    sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  const matching = (qb: ReturnType<typeof selectImages>) =>
    needle
      ? qb.where((eb) =>
          eb.or([
            contains("media.name"),
            contains("media.credit"),
            eb.exists(
              eb
                .selectFrom("media_text as t")
                .select("t.media_id")
                .whereRef("t.media_id", "=", "media.id")
                .where((inner) => inner.or([contains("t.alt"), contains("t.caption")])),
            ),
          ]),
        )
      : qb;
  const counted = await matching(selectImages(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const rows = await matching(selectImages(db))
    .orderBy("media.created_at", "desc")
    .orderBy("media.id", "desc")
    .limit(libraryPageSize)
    .offset(pageOffset(page, libraryPageSize))
    .execute();
  const texts = await textsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    images: rows.map((row) => ({ ...toImage(row as MediaRow), texts: texts.get(row.id)! })),
    total,
    page,
    pageCount: pageCountFor(total, libraryPageSize),
  };
}

async function findImage(db: Kysely<Database>, id: string): Promise<MediaRow> {
  const row = await selectImages(db).where("media.id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError(`Image ${id} is not in the library`);
  return row as MediaRow;
}

/** An image with its texts in every language and the news items that use it. */
export async function getMediaDetails(db: Kysely<Database>, id: string) {
  const row = await findImage(db, id);
  const texts = (await textsOf(db, [id])).get(id)!;
  return { image: toImage(row), texts, uses: await mediaUses(db, row) };
}

/** Replaces what is written about an image (already checked by the media details schema). */
export async function saveMediaDetails(
  db: Kysely<Database>,
  id: string,
  details: MediaDetails,
): Promise<void> {
  await findImage(db, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("media").set({ credit: details.credit }).where("id", "=", id).execute();
    await trx.deleteFrom("media_text").where("media_id", "=", id).execute();
    const rows = locales
      .map((locale) => ({ media_id: id, locale, ...details.texts[locale] }))
      .filter((row) => row.alt || row.caption);
    if (rows.length) await trx.insertInto("media_text").values(rows).execute();
  });
}

/**
 * Deletes an image and all its files. Refused with MediaInUseError while a news item shows it as
 * its picture, in its text, or in a revision that could be restored, or a person as their portrait.
 */
export async function deleteMedia(
  db: Kysely<Database>,
  storage: MediaStorage,
  id: string,
): Promise<LibraryImage> {
  const row = await findImage(db, id);
  const uses = await mediaUses(db, row);
  if (uses.length) throw new MediaInUseError(uses);
  await db.deleteFrom("media").where("id", "=", id).execute();
  // The record goes first: a crash here leaves files for the sweep, never a record without them.
  await storage.remove(storedFileKeys(row));
  return toImage(row);
}

/** The library image whose original is at `url` (`/media/{key}`), if there is one. */
export async function mediaIdForUrl(db: Kysely<Database>, url: string): Promise<string | null> {
  if (!url.startsWith("/media/")) return null;
  const row = await db
    .selectFrom("media")
    .select("id")
    .where("key", "=", url.slice("/media/".length))
    .executeTakeFirst();
  return row?.id ?? null;
}
