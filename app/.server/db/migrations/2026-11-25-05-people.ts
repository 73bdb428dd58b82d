/**
 * The management team: the board and each business's leaders, in their order, with a role,
 * biography and optional feature groups per language. A removed person leaves their address in
 * `removed_person`, so their old profile answers "no longer with the group" instead of "not found".
 * Public pages show all three, so each change moves the content version like news does.
 * Frozen: never edit, add a new migration.
 */
import { sql, SqliteAdapter, type Kysely } from "kysely";

const contentTables = ["person", "person_translation", "removed_person"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("person")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("list", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("portrait_media_id", "text", (col) =>
      col.references("media.id").onDelete("set null"),
    )
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("person_list_position")
    .on("person")
    .columns(["list", "position"])
    .execute();
  await db.schema
    .createTable("person_translation")
    .addColumn("person_id", "text", (col) =>
      col.notNull().references("person.id").onDelete("cascade"),
    )
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    // JSON arrays: the paragraphs, and the feature groups `{ title, items[] }`.
    .addColumn("biography", "text", (col) => col.notNull())
    .addColumn("features", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("person_translation_pk", ["person_id", "locale"])
    .execute();
  await db.schema
    .createTable("removed_person")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("list", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("removed_at", "text", (col) => col.notNull())
    .execute();

  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const table of contentTables) {
    if (sqlite) {
      for (const event of ["insert", "update", "delete"]) {
        await sql
          .raw(
            `create trigger ${table}_${event}_content_version after ${event} on ${table}
             begin update content_version set version = version + 1 where id = 1; end`,
          )
          .execute(db);
      }
    } else {
      // bump_content_version() was created with the content version itself.
      await sql
        .raw(
          `create trigger ${table}_content_version after insert or update or delete on ${table}
           for each statement execute function bump_content_version()`,
        )
        .execute(db);
    }
  }
}
