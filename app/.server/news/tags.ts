/** Business tags of news items: written with the item, read back for a page of items at once. */
import type { Kysely, Transaction } from "kysely";
import { groupTag, newsTags } from "~/lib/news-tags";
import type { Database } from "../db/schema";

/** Sets an item's tags to `tags` (group news when none are given for a new item). */
export async function writeTags(
  trx: Transaction<Database>,
  newsId: string,
  tags: readonly string[],
): Promise<void> {
  await trx.deleteFrom("news_tag").where("news_id", "=", newsId).execute();
  const unique = [...new Set(tags.length > 0 ? tags : [groupTag])];
  await trx
    .insertInto("news_tag")
    .values(unique.map((tag) => ({ news_id: newsId, tag })))
    .execute();
}

/** Each item given with its tags, in the order businesses are listed in. */
export async function withTags<T extends { id: string }>(
  db: Kysely<Database>,
  items: T[],
): Promise<(T & { tags: string[] })[]> {
  if (items.length === 0) return [];
  const rows = await db
    .selectFrom("news_tag")
    .select(["news_id", "tag"])
    .where(
      "news_id",
      "in",
      items.map((item) => item.id),
    )
    .execute();
  const byItem = new Map<string, string[]>();
  for (const row of rows) byItem.set(row.news_id, [...(byItem.get(row.news_id) ?? []), row.tag]);
  const order = (tag: string) => newsTags.indexOf(tag);
  return items.map((item) => ({
    ...item,
    tags: (byItem.get(item.id) ?? []).sort((a, b) => order(a) - order(b)),
  }));
}
