/**
 * Imports the original site's news: each document becomes a published English news item through
 * the same write path as the admin's (sanitised HTML, addresses, revisions, content version), with
 * its image stored like an upload. Keyed on the document id in `news_import`, so a second run of
 * the same export changes nothing and a document changed since (a newer updatedAt) is updated.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import { recordAudit } from "../audit";
import type { Database } from "../db/schema";
import { NotFoundError } from "../errors";
import { sanitizeNewsHtml } from "../html";
import type { MediaStorage } from "../media/storage";
import { storedFileKeys, storeImage, UploadError } from "../media/store";
import { getNews } from "../news/queries";
import { createNews, updateNews } from "../news/repository";
import type { NewsInput } from "../news/types";
import {
  checkDocument,
  storagePathOf,
  type OriginalNews,
  type SourceDocument,
} from "./original-export";

export interface ImportOptions {
  /** Where the original's storage files are, by storage path (`news/{timestamp}_{name}`). */
  imagesDir?: string;
  /** How long a download of an image not in `imagesDir` may take. */
  downloadTimeoutMs?: number;
  now?: Date;
}

export interface ImportReport {
  imported: string[];
  updated: string[];
  /** Unchanged since the last import, or deleted here since (never brought back). */
  skipped: { id: string; reason: string }[];
  failed: { id: string; reason: string }[];
}

/** A document that cannot be imported; nothing of it is written. */
class DocumentError extends Error {}

export async function importOriginalNews(
  db: Kysely<Database>,
  storage: MediaStorage,
  documents: SourceDocument[],
  { imagesDir, downloadTimeoutMs = 5000, now = new Date() }: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = { imported: [], updated: [], skipped: [], failed: [] };
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document.id)) {
      report.failed.push({ id: document.id, reason: "the export holds this id twice" });
      continue;
    }
    seen.add(document.id);
    const checked = checkDocument(document);
    if (!checked.ok) {
      report.failed.push({ id: checked.id, reason: checked.reason });
      continue;
    }
    try {
      const outcome = await importOne(db, storage, checked.news, {
        imagesDir,
        downloadTimeoutMs,
        now,
      });
      if (outcome.kind === "skipped")
        report.skipped.push({ id: document.id, reason: outcome.reason });
      else report[outcome.kind].push(document.id);
    } catch (error) {
      report.failed.push({
        id: document.id,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  if (report.imported.length + report.updated.length > 0) {
    await recordAudit(
      db,
      {
        action: "news-import",
        actor: null,
        detail: {
          imported: report.imported.length,
          updated: report.updated.length,
          skipped: report.skipped.length,
          failed: report.failed.length,
        },
      },
      now,
    );
  }
  return report;
}

type Outcome = { kind: "imported" | "updated" } | { kind: "skipped"; reason: string };

async function importOne(
  db: Kysely<Database>,
  storage: MediaStorage,
  news: OriginalNews,
  options: Required<Omit<ImportOptions, "imagesDir">> & { imagesDir?: string },
): Promise<Outcome> {
  const previous = await db
    .selectFrom("news_import")
    .selectAll()
    .where("source_id", "=", news.id)
    .executeTakeFirst();
  if (previous && Date.parse(previous.source_updated_at) >= news.updatedAt.getTime())
    return { kind: "skipped", reason: "unchanged since the last import" };
  const current = previous
    ? await getNews(db, previous.news_id, { status: "all" }).catch((error: unknown) => {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      })
    : undefined;
  if (previous && !current) return { kind: "skipped", reason: "deleted on this site" };

  const content = await sanitizeNewsHtml(news.content);
  const imageChanged = news.imageUrl !== (previous?.source_image_url ?? null);
  const image =
    imageChanged && news.imageUrl
      ? await storeOriginalImage(db, storage, news.imageUrl, options)
      : undefined;
  const imageUrl = imageChanged ? (image?.url ?? null) : (current?.imageUrl ?? null);

  const record = async (trx: Transaction<Database>, newsId: string) => {
    const row = {
      news_id: newsId,
      source_updated_at: news.updatedAt.toISOString(),
      source_image_url: news.imageUrl,
      imported_at: options.now.toISOString(),
    };
    if (previous)
      await trx.updateTable("news_import").set(row).where("source_id", "=", news.id).execute();
    else
      await trx
        .insertInto("news_import")
        .values({ source_id: news.id, ...row })
        .execute();
    // The item keeps the original's times; its revision says when it arrived here.
    await trx
      .updateTable("news")
      .set({
        updated_at: news.updatedAt.toISOString(),
        ...(previous ? {} : { created_at: news.createdAt.toISOString() }),
      })
      .where("id", "=", newsId)
      .execute();
  };
  const text = { title: news.title, excerpt: news.excerpt, content, date: news.date, imageUrl };
  try {
    if (current) {
      // The item keeps what this site gave it: its address, publishing state and businesses.
      const input: NewsInput = {
        ...text,
        slug: current.slug,
        status: current.status,
        publishAt: current.publishAt,
        unpublishAt: current.unpublishAt,
      };
      await updateNews(db, current.id, current.version, input, {
        now: options.now,
        alongside: record,
      });
      return { kind: "updated" };
    }
    const input: NewsInput = {
      ...text,
      status: "published",
      publishAt: news.publishedAt.toISOString(),
    };
    await createNews(db, input, { now: options.now, alongside: record });
    return { kind: "imported" };
  } catch (error) {
    // The item was not written: its image would be an upload nothing uses.
    if (image) await discardImage(db, storage, image.id);
    throw error;
  }
}

async function storeOriginalImage(
  db: Kysely<Database>,
  storage: MediaStorage,
  imageUrl: string,
  options: { imagesDir?: string; downloadTimeoutMs: number; now: Date },
) {
  const file = await readImage(imageUrl, options);
  try {
    return await storeImage(db, storage, file, options.now);
  } catch (error) {
    if (error instanceof UploadError)
      throw new DocumentError(`its image ${file.name} was refused: ${error.message}`);
    throw error;
  }
}

async function discardImage(db: Kysely<Database>, storage: MediaStorage, id: string) {
  const row = await db
    .selectFrom("media")
    .select(["key", "variants"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return;
  await db.deleteFrom("media").where("id", "=", id).execute();
  await storage.remove(storedFileKeys(row));
}

/** The image's bytes: from the images directory by its storage path, else downloaded. */
async function readImage(
  imageUrl: string,
  { imagesDir, downloadTimeoutMs }: { imagesDir?: string; downloadTimeoutMs: number },
): Promise<{ name: string; bytes: Uint8Array }> {
  const storagePath = storagePathOf(imageUrl);
  // The original's upload time prefix goes: the store gives the file its own.
  const name = path.posix
    .basename(storagePath ?? new URL(imageUrl, "http://x").pathname)
    .replace(/^\d+_/, "");
  if (imagesDir && storagePath) {
    for (const candidate of [storagePath, path.posix.basename(storagePath)]) {
      try {
        return { name, bytes: await fs.readFile(path.join(imagesDir, ...candidate.split("/"))) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
  const where = storagePath && imagesDir ? `not in ${imagesDir} and ` : "";
  if (!/^https?:\/\//i.test(imageUrl))
    throw new DocumentError(`its image ${imageUrl} is ${where}not a web address`);
  let response: Response;
  try {
    response = await fetch(imageUrl, { signal: AbortSignal.timeout(downloadTimeoutMs) });
  } catch (error) {
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    throw new DocumentError(
      `its image is ${where}could not be downloaded from ${imageUrl} (${cause instanceof Error ? cause.message : String(cause)})`,
    );
  }
  if (!response.ok)
    throw new DocumentError(
      `its image is ${where}could not be downloaded from ${imageUrl} (HTTP ${response.status})`,
    );
  return { name, bytes: new Uint8Array(await response.arrayBuffer()) };
}
