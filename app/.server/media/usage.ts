/**
 * Where an uploaded image is used: as the picture of a news item, inside the text of an item in
 * any language (the editor puts the image or one of its sizes in the HTML), only in an earlier
 * revision that could be restored, as a person's portrait, or as the picture of a track-record
 * entry. An image in use in any of these ways is never deleted.
 */
import { sql, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../db/schema";

export interface MediaUse {
  /** The admin page that edits the news item, person or track-record entry using it. */
  editPath: string;
  /** The item's English title, the person's name, or the entry's English heading. */
  title: string;
  where: "image" | "text" | "revision" | "portrait" | "milestone";
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

/** Every news item, person and track-record entry that uses the image, each once, in the order image, text, revision, portrait, track record. */
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
  const asMilestone = await db
    .selectFrom("milestone")
    .leftJoin("milestone_translation as en", (join) =>
      join.onRef("en.milestone_id", "=", "milestone.id").on("en.locale", "=", "en"),
    )
    .select(["milestone.id", "en.heading as title"])
    .where("milestone.image_url", "=", original!)
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
  for (const row of asMilestone)
    uses.push({
      editPath: `/admin/milestones/${row.id}`,
      title: row.title ?? row.id,
      where: "milestone",
    });
  return uses;
}
