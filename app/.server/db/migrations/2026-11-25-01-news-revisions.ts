/**
 * News revisions: every save of an item keeps what it said then (a JSON snapshot of its text in
 * every language, picture, date, businesses and publishing state), who saved it and when, numbered
 * from 1 per item. `revised_at` on an item is the last time the text of a published item changed,
 * for the "Updated on" line of its public page. Items written before revisions were kept get
 * their present state as revision 1, with no author. Frozen: never edit, add a new migration.
 */
import type { Kysely } from "kysely";

interface TextRow {
  news_id: string;
  locale: string;
  title: string;
  excerpt: string;
  content: string;
  source: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("news_revision")
    .addColumn("news_id", "text", (col) => col.notNull().references("news.id").onDelete("cascade"))
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("author", "text")
    .addColumn("restored_from", "integer")
    // Kept beside the snapshot so an image a revision shows is never deleted as unused.
    .addColumn("image_url", "text")
    .addColumn("snapshot", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("news_revision_pk", ["news_id", "number"])
    .execute();
  await db.schema
    .createIndex("news_revision_image_idx")
    .on("news_revision")
    .column("image_url")
    .execute();
  await db.schema.alterTable("news").addColumn("revised_at", "text").execute();

  const items = await db.selectFrom("news").selectAll().execute();
  const texts = (await db
    .selectFrom("news_translation")
    .select(["news_id", "locale", "title", "excerpt", "content", "source"])
    .execute()) as TextRow[];
  const tags = (await db.selectFrom("news_tag").select(["news_id", "tag"]).execute()) as {
    news_id: string;
    tag: string;
  }[];
  for (const item of items) {
    const translations = Object.fromEntries(
      texts
        .filter((text) => text.news_id === item.id)
        .map((text) => [
          text.locale,
          { title: text.title, excerpt: text.excerpt, content: text.content, source: text.source },
        ]),
    );
    const snapshot = {
      title: item.title,
      excerpt: item.excerpt,
      content: item.content,
      date: item.date,
      slug: item.slug,
      imageUrl: item.image_url,
      tags: tags.filter((tag) => tag.news_id === item.id).map((tag) => tag.tag),
      status: item.status,
      publishAt: item.publish_at,
      unpublishAt: item.unpublish_at,
      translations,
    };
    await db
      .insertInto("news_revision")
      .values({
        news_id: item.id,
        number: 1,
        created_at: item.updated_at,
        author: null,
        restored_from: null,
        image_url: item.image_url,
        snapshot: JSON.stringify(snapshot),
      })
      .execute();
  }
}
