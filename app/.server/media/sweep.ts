/**
 * Removes upload files that no media record names. An upload writes its files first and records
 * them after, and a deletion removes the record first and the files after, so a crash between the
 * two steps can leave files behind but never a record without its files. Those leftovers are
 * removed here once they are older than a grace period, which spares an upload that another
 * server is finishing at this moment.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { storedFileKeys } from "./store";
import { filesUnder } from "./files-under";

/** Leftovers younger than this are left alone: an upload takes seconds, not minutes. */
export const orphanGraceMs = 10 * 60 * 1000;

/** Deletes unrecorded files older than `graceMs`; returns the keys it deleted. */
export async function sweepOrphanUploads(
  db: Kysely<Database>,
  uploadsDir: string,
  { graceMs = orphanGraceMs, now = Date.now() } = {},
): Promise<string[]> {
  // Files listed before records are read: a file written after the listing is not considered.
  const files: string[] = [];
  for await (const key of filesUnder(uploadsDir)) files.push(key);
  if (files.length === 0) return [];
  const records = await db.selectFrom("media").select(["key", "variants"]).execute();
  const recorded = new Set(records.flatMap(storedFileKeys));
  const removed: string[] = [];
  for (const key of files) {
    if (recorded.has(key)) continue;
    const file = path.join(uploadsDir, key);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat || now - stat.mtimeMs < graceMs) continue;
    await fs.rm(file, { force: true });
    removed.push(key);
  }
  return removed;
}
