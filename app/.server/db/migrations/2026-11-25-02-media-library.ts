/**
 * The media library: every upload keeps the file name it was uploaded under (to find it again)
 * and a credit line, and has alt text and a caption per language in `media_text`. Images stored
 * before get their name back from their storage key (`news/{timestamp}_{name}`) and no text yet.
 * Frozen: never edit, add a new migration.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("media")
    .addColumn("name", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("media")
    .addColumn("credit", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  const rows = (await db.selectFrom("media").select(["id", "key"]).execute()) as {
    id: string;
    key: string;
  }[];
  for (const row of rows) {
    const name = row.key.replace(/^news\/\d+_/, "");
    await db.updateTable("media").set({ name }).where("id", "=", row.id).execute();
  }
  await db.schema
    .createTable("media_text")
    .addColumn("media_id", "text", (col) =>
      col.notNull().references("media.id").onDelete("cascade"),
    )
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("alt", "text", (col) => col.notNull())
    .addColumn("caption", "text", (col) => col.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("media_text_pk", ["media_id", "locale"])
    .execute();
}
