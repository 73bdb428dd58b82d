/**
 * Four-eyes publishing: a save that asks for publication waits as a revision until a second person
 * decides. `news.review` says whether one is waiting (`pending`) or was sent back (`rejected`), and
 * `news.review_revision` names that revision; each decision is a row of `news_approval`. The
 * switch itself is a key of `app_meta`, absent (on) until an administrator changes it. Frozen:
 * never edit, add a new migration.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("news").addColumn("review", "text").execute();
  await db.schema.alterTable("news").addColumn("review_revision", "integer").execute();
  await db.schema
    .createTable("news_approval")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("news_id", "text", (col) => col.notNull().references("news.id").onDelete("cascade"))
    .addColumn("revision", "integer", (col) => col.notNull())
    .addColumn("decision", "text", (col) => col.notNull())
    .addColumn("decided_by", "text", (col) => col.notNull())
    .addColumn("decided_at", "text", (col) => col.notNull())
    .addColumn("comment", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("news_approval_news_idx")
    .on("news_approval")
    .columns(["news_id", "decided_at"])
    .execute();
  await db.schema.createIndex("news_review_idx").on("news").column("review").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("news_review_idx").execute();
  await db.schema.dropTable("news_approval").execute();
  await db.schema.alterTable("news").dropColumn("review_revision").execute();
  await db.schema.alterTable("news").dropColumn("review").execute();
}
