/**
 * The track record: each milestone (a transaction or mandate of one business) with its place in
 * the site's order, its value, year and picture, and its words per language in
 * `milestone_translation`. Public pages show both tables, so they raise the content version like
 * the news does. Frozen: never edit, add a new migration.
 */
import { sql, SqliteAdapter, type Kysely } from "kysely";

const contentTables = ["milestone", "milestone_translation"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("milestone")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("business", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("value_amount", "double precision")
    .addColumn("value_currency", "text")
    .addColumn("ongoing", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("year", "integer")
    .addColumn("image_url", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("milestone_position").on("milestone").column("position").execute();
  await db.schema
    .createTable("milestone_translation")
    .addColumn("milestone_id", "text", (col) =>
      col.notNull().references("milestone.id").onDelete("cascade"),
    )
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("heading", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("milestone_translation_pk", ["milestone_id", "locale"])
    .execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const table of contentTables) {
      for (const event of ["insert", "update", "delete"]) {
        await sql
          .raw(
            `create trigger ${table}_${event}_content_version after ${event} on ${table}
             begin update content_version set version = version + 1 where id = 1; end`,
          )
          .execute(db);
      }
    }
    return;
  }
  // bump_content_version() was created with the content version itself.
  for (const table of contentTables) {
    await sql
      .raw(
        `create trigger ${table}_content_version after insert or update or delete on ${table}
         for each statement execute function bump_content_version()`,
      )
      .execute(db);
  }
}
