/**
 * Imported news: which item each document of the original site's export became, and the
 * document's last change, so importing the same export again changes nothing and a newer export
 * updates the items it changed. Frozen: never edit, add a new migration.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("news_import")
    .addColumn("source_id", "text", (col) => col.primaryKey())
    .addColumn("news_id", "text", (col) => col.notNull())
    .addColumn("source_updated_at", "text", (col) => col.notNull())
    .addColumn("source_image_url", "text")
    .addColumn("imported_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("news_import_news").on("news_import").column("news_id").execute();
}
