/**
 * Site search: one row per thing a visitor can find (a news item, a person, a track-record item, a
 * section of a page) in one language, with the URL it opens, and each engine's own full-text index
 * over it. The rows are derived data, rebuilt from news and the page content; the backup leaves
 * them out. Frozen: never edit, add a new migration.
 *
 * The engines need different DDL, so this migration branches on the dialect:
 * - SQLite: two FTS5 tables over the rows (external content, kept in step by triggers): one with
 *   the `unicode61` tokenizer for the alphabetic languages, one with `trigram` for Chinese, which
 *   has no spaces between words (trigram matches any run of three characters or more).
 * - PostgreSQL: a stored `tsvector` column computed with each language's text search configuration
 *   (title weighted above body, accents folded), under a GIN index. Chinese is matched with ILIKE over its own
 *   rows, a few hundred at most, so no extension is needed.
 */
import { sql, SqliteAdapter, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("search_document")
    .addColumn("id", sqlite ? "integer" : "serial", (col) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey(),
    )
    // news, person, milestone or page
    .addColumn("kind", "text", (col) => col.notNull())
    // the news id, the person's slug, the milestone's id, the page section's path and hash
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    // ISO-8601 UTC: shown from this time (null: always) until that time (null: for good)
    .addColumn("published_from", "text")
    .addColumn("published_until", "text")
    .addUniqueConstraint("search_document_kind_key_locale_unique", ["kind", "key", "locale"])
    .execute();
  await db.schema
    .createIndex("search_document_locale_idx")
    .on("search_document")
    .column("locale")
    .execute();

  if (sqlite) {
    for (const [table, tokenizer, which] of [
      ["search_fts", "unicode61 remove_diacritics 2", "<> 'zh'"],
      ["search_fts_zh", "trigram", "= 'zh'"],
    ] as const) {
      await sql
        .raw(
          `create virtual table ${table} using fts5(title, body, content='search_document',
           content_rowid='id', tokenize='${tokenizer}')`,
        )
        .execute(db);
      const remove = `insert into ${table}(${table}, rowid, title, body)
        values ('delete', old.id, old.title, old.body);`;
      const add = `insert into ${table}(rowid, title, body) values (new.id, new.title, new.body);`;
      await sql
        .raw(
          `create trigger ${table}_insert after insert on search_document
           when new.locale ${which} begin ${add} end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_delete after delete on search_document
           when old.locale ${which} begin ${remove} end`,
        )
        .execute(db);
      // One trigger for an update, removing before adding: a row may also move in or out of
      // this table's languages.
      await sql
        .raw(
          `create trigger ${table}_update after update on search_document begin
             insert into ${table}(${table}, rowid, title, body)
               select 'delete', old.id, old.title, old.body where old.locale ${which};
             insert into ${table}(rowid, title, body)
               select new.id, new.title, new.body where new.locale ${which};
           end`,
        )
        .execute(db);
    }
    return;
  }

  // Accents are folded on both sides (the query in the app), so "integrite" finds "intégrité" as
  // on SQLite; translate() is immutable, so a stored column can use it.
  const accented = "àáâãäåèéêëìíîïòóôõöùúûüýÿñçÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝÑÇ";
  const plain = "aaaaaaeeeeiiiiooooouuuuyyncAAAAAAEEEEIIIIOOOOOUUUUYNC";
  const folded = (column: string) => `translate(${column}, '${accented}', '${plain}')`;
  const vector = (config: string) =>
    `setweight(to_tsvector('${config}', ${folded("title")}), 'A') ||
     setweight(to_tsvector('${config}', ${folded("body")}), 'B')`;
  await sql
    .raw(
      `alter table search_document add column search_vector tsvector generated always as (
         case locale
           when 'en' then ${vector("english")}
           when 'fr' then ${vector("french")}
           when 'pt' then ${vector("portuguese")}
           when 'es' then ${vector("spanish")}
           else ${vector("simple")}
         end) stored`,
    )
    .execute(db);
  await sql`create index search_document_vector_idx on search_document using gin (search_vector)`.execute(
    db,
  );
}
