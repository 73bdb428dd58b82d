/**
 * Publishing states: a news item is a draft, scheduled (it goes live at `publish_at`), published
 * (since `publish_at`) or unpublished, and may be taken down at `unpublish_at`. Times are ISO-8601
 * UTC. Frozen: never edit, add a new migration.
 *
 * The status column's check constraint widens by replacing the column (SQLite cannot alter a
 * constraint): a new column takes the values, the old one and its index go, the new one takes the
 * old name. The same statements run on SQLite and PostgreSQL.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("news")
    .addColumn("state", "text", (col) =>
      col
        .notNull()
        .defaultTo("draft")
        .check(sql`state in ('draft', 'scheduled', 'published', 'unpublished')`),
    )
    .execute();
  await db
    .updateTable("news")
    .set({ state: sql.ref("status") })
    .execute();
  await db.schema.dropIndex("news_status_date_idx").execute();
  await db.schema.alterTable("news").dropColumn("status").execute();
  await db.schema.alterTable("news").renameColumn("state", "status").execute();
  await db.schema
    .createIndex("news_status_date_idx")
    .on("news")
    .columns(["status", "date desc", "created_at desc"])
    .execute();

  await db.schema.alterTable("news").addColumn("publish_at", "text").execute();
  await db.schema.alterTable("news").addColumn("unpublish_at", "text").execute();
  // Items published so far went live when they were written.
  await db
    .updateTable("news")
    .set({ publish_at: sql.ref("created_at") })
    .where("status", "=", "published")
    .execute();
  // The publishing clock asks for due items twice a second: both questions use an index.
  await db.schema
    .createIndex("news_publish_at_idx")
    .on("news")
    .columns(["status", "publish_at"])
    .execute();
  await db.schema
    .createIndex("news_unpublish_at_idx")
    .on("news")
    .columns(["status", "unpublish_at"])
    .execute();
}
