/** Fixed-window counters kept in the database, so every app server sees the same limits. */
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import { newId } from "./ids";

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one event for `key` unless the limit is already reached. */
export async function hitLimit(
  db: Kysely<Database>,
  limit: Limit,
  key: string,
  now = new Date(),
): Promise<RateVerdict> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const events = await db
    .selectFrom("rate_event")
    .select("at")
    .where("bucket", "=", limit.bucket)
    .where("key", "=", key)
    .where("at", ">", since)
    .orderBy("at", "asc")
    .execute();
  if (events.length >= limit.max) {
    const oldest = Date.parse(events[0]!.at);
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000)),
    };
  }
  await db
    .insertInto("rate_event")
    .values({ id: newId(), bucket: limit.bucket, key, at: now.toISOString() })
    .execute();
  await db
    .deleteFrom("rate_event")
    .where("bucket", "=", limit.bucket)
    .where("at", "<", since)
    .execute();
  return { allowed: true };
}
