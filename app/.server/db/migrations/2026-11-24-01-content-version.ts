/**
 * One number that changes whenever anything a public page shows changes, kept by triggers so no
 * writer can forget it: the page cache of every app server keys on it. Frozen: never edit, add a
 * new migration (a later table that public pages show gets its own triggers there).
 */
import { sql, SqliteAdapter, type Kysely } from "kysely";

const contentTables = ["news", "news_translation"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull())
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();

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
  await sql`
    create function bump_content_version() returns trigger language plpgsql as $$
    begin
      update content_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of contentTables) {
    await sql
      .raw(
        `create trigger ${table}_content_version after insert or update or delete on ${table}
         for each statement execute function bump_content_version()`,
      )
      .execute(db);
  }
}
