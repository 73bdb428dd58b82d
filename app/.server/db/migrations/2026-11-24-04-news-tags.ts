/**
 * Business tags of news items: each item belongs to the group, one or more of its businesses, or
 * both. Items written before tags existed become group news. Tags show on public pages, so their
 * changes move the content version like those of the news itself. Frozen: never edit, add a new
 * migration.
 */
import { sql, SqliteAdapter, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("news_tag")
    .addColumn("news_id", "text", (col) => col.notNull().references("news.id").onDelete("cascade"))
    .addColumn("tag", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("news_tag_pk", ["news_id", "tag"])
    .execute();
  await db.schema
    .createIndex("news_tag_tag_idx")
    .on("news_tag")
    .columns(["tag", "news_id"])
    .execute();
  await sql`insert into news_tag (news_id, tag) select id, 'group' from news`.execute(db);

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger news_tag_${event}_content_version after ${event} on news_tag
           begin update content_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
    return;
  }
  await sql`
    create trigger news_tag_content_version after insert or update or delete on news_tag
    for each statement execute function bump_content_version()`.execute(db);
}
