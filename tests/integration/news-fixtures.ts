/** What the news integration tests start from: an item to save, and a database of an older schema. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator, type Kysely } from "kysely";
import { createDatabase, type DatabaseHandle } from "~/.server/db/create-database";
import { migrations } from "~/.server/db/migrate";
import type { NewsInput } from "~/.server/news/types";

/** A plain news item as a writer would save it, with `overrides`. */
export function newsInput(overrides: Partial<NewsInput> = {}): NewsInput {
  return {
    title: "Green bond listed",
    excerpt: "Listed on the exchange.",
    content: "<p>Listed.</p>",
    date: "2026-11-20",
    imageUrl: null,
    ...overrides,
  };
}

/**
 * A SQLite database migrated up to `migration` and holding one published item written then
 * (id `old`), handed to `check`; removed afterwards.
 */
export async function withOldNewsItem(
  migration: string,
  check: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-migration-"));
  const handle = createDatabase({ dataDir });
  try {
    await new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    }).migrateTo(migration);
    // The schema of that time, not today's: untyped on purpose.
    const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await db
      .insertInto("news")
      .values({
        id: "old",
        slug: "old",
        title: "T",
        excerpt: "E",
        content: "<p>C</p>",
        image_url: null,
        date: "2026-01-05",
        status: "published",
        publish_at: "2026-01-05T08:00:00.000Z",
        unpublish_at: null,
        created_at: "2026-01-05T09:00:00.000Z",
        updated_at: "2026-01-06T09:00:00.000Z",
      })
      .execute();
    await check(handle);
  } finally {
    await handle.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
