/**
 * Where an uploaded image is used: as the picture of a news item, inside the text of an item in
 * any language (the editor puts the image or one of its sizes in the HTML), only in an earlier
 * revision that could be restored, or as a person's portrait. An image in use in any of these ways
 * is never deleted.
 */
import { sql, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../db/schema";

export interface MediaUse {
  /** The admin page that edits the news item or person using it. */
  editPath: string;
  /** The item's English title, or the person's name. */
  title: string;
  where: "image" | "text" | "revision" | "portrait";
}

/** The addresses under which an image's file and its sizes can appear in HTML. */
export function mediaAddresses(record: { key: string; variants: string }): string[] {
  const variants = JSON.parse(record.variants) as { key: string }[];
  return [record.key, ...variants.map((v) => v.key)].map((key) => `/media/${key}`);
}

/** `column` contains any of `texts`, matched literally (% and _ are not wildcards). */
function containsAny(column: string, texts: string[]) {
  return sql<SqlBool>`(${sql.join(
    texts.map(
      (text) =>
        sql`${sql.ref(column)} like ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
    ),
    sql` or `,
  )})`;
}

/** Every news item and person that uses the image, each once, in the order image, text, revision, portrait. */
export async function mediaUses(
  db: Kysely<Database>,
  record: { key: string; variants: string },
): Promise<MediaUse[]> {
  const urls = mediaAddresses(record);
  const [original] = urls;
  const asImage = await db
    .selectFrom("news")
    .select(["id", "title"])
    .where("image_url", "=", original!)
    .execute();
  const inText = await db
    .selectFrom("news")
    .select(["id", "title"])
    .where((eb) =>
      eb.or([
        containsAny("news.content", urls),
        eb.exists(
          eb
            .selectFrom("news_translation as t")
            .select("t.news_id")
            .whereRef("t.news_id", "=", "news.id")
            .where(containsAny("t.content", urls)),
        ),
      ]),
    )
    .execute();
  const inRevision = await db
    .selectFrom("news_revision as r")
    .innerJoin("news", "news.id", "r.news_id")
    .select(["news.id", "news.title"])
    .where((eb) => eb.or([eb("r.image_url", "=", original!), containsAny("r.snapshot", urls)]))
    .distinct()
    .execute();
  const asPortrait = await db
    .selectFrom("person")
    .innerJoin("media", "media.id", "person.portrait_media_id")
    .select(["person.id", "person.name as title"])
    .where("media.key", "=", record.key)
    .execute();
  const uses: MediaUse[] = [];
  const seen = new Set<string>();
  for (const [rows, where] of [
    [asImage, "image"],
    [inText, "text"],
    [inRevision, "revision"],
  ] as const) {
    for (const row of [...rows].sort((a, b) => a.title.localeCompare(b.title))) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      uses.push({ editPath: `/admin/news/edit/${row.id}`, title: row.title, where });
    }
  }
  for (const row of [...asPortrait].sort((a, b) => a.title.localeCompare(b.title)))
    uses.push({ editPath: `/admin/people/${row.id}`, title: row.title, where: "portrait" });
  return uses;
}
