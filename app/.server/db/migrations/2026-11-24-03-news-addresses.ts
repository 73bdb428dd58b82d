/**
 * Old addresses of news items: when an item's slug changes, the slug it leaves is kept here so
 * links to it answer 301 to the new address. Frozen: never edit, add a new migration.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("news_address")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("news_id", "text", (col) => col.notNull().references("news.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("news_address_news_idx")
    .on("news_address")
    .column("news_id")
    .execute();
}
