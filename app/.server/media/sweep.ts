/**
 * Removes upload files that no media record names. An upload writes its files first and records
 * them after, and a deletion removes the record first and the files after, so a crash between the
 * two steps can leave files behind but never a record without its files. Those leftovers are
 * removed here once they are older than a grace period, which spares an upload that another
 * server is finishing at this moment.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { ListedObject, MediaStorage } from "./storage";
import { storedFileKeys } from "./store";

/** Leftovers younger than this are left alone: an upload takes seconds, not minutes. */
export const orphanGraceMs = 10 * 60 * 1000;

/** Deletes unrecorded files older than `graceMs`; returns the keys it deleted. */
export async function sweepOrphanUploads(
  db: Kysely<Database>,
  storage: MediaStorage,
  { graceMs = orphanGraceMs, now = Date.now() } = {},
): Promise<string[]> {
  // Files listed before records are read: a file written after the listing is not considered.
  // A key is written once and never replaced, so its listed time stays true.
  const files: ListedObject[] = [];
  for await (const file of storage.list()) files.push(file);
  if (files.length === 0) return [];
  const records = await db.selectFrom("media").select(["key", "variants"]).execute();
  const recorded = new Set(records.flatMap(storedFileKeys));
  const removed = files
    .filter(({ key, modified }) => !recorded.has(key) && now - modified.getTime() >= graceMs)
    .map(({ key }) => key);
  await storage.remove(removed);
  return removed;
}
