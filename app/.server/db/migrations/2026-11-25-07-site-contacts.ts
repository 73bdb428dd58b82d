/**
 * The group's contacts, kept in the database so administrators edit them: its offices (in the
 * order the site lists them), the phone and e-mail of the group and of each business, the opening
 * hours, and the links to its social network pages. `site_contact_settings` has one row: the
 * opening hours and the edit version every change of any of these tables raises, so two
 * administrators cannot overwrite each other's changes unseen. Public pages show all of it, so
 * each table raises the content version like the news tables do. Frozen: never edit, add a new
 * migration.
 */
import { sql, SqliteAdapter, type Kysely } from "kysely";

const contentTables = ["site_office", "site_contact", "site_social_link", "site_contact_settings"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_office")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    // The address as printed, one line per line of text.
    .addColumn("address_lines", "text", (col) => col.notNull())
    .addColumn("street", "text", (col) => col.notNull())
    .addColumn("locality", "text", (col) => col.notNull())
    .addColumn("region", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("latitude", "double precision", (col) => col.notNull())
    .addColumn("longitude", "double precision", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("site_contact")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("phone_display", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("site_social_link")
    .addColumn("network", "text", (col) => col.primaryKey())
    .addColumn("url", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("site_contact_settings")
    .addColumn("id", "integer", (col) => col.primaryKey())
    // ISO weekdays (1 Monday … 7 Sunday), comma-separated; empty when no hours are published.
    .addColumn("open_days", "text", (col) => col.notNull())
    // Local times in Lagos, `HH:MM`.
    .addColumn("opens", "text", (col) => col.notNull())
    .addColumn("closes", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();
  await db
    .insertInto("site_contact_settings")
    .values({ id: 1, open_days: "", opens: "09:00", closes: "17:00", version: 1 })
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
  // bump_content_version() was created with the content version table.
  for (const table of contentTables) {
    await sql
      .raw(
        `create trigger ${table}_content_version after insert or update or delete on ${table}
         for each statement execute function bump_content_version()`,
      )
      .execute(db);
  }
}
