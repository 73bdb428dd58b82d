/**
 * News addresses: each item answers at `/news/{slug}`, a slug made from its English title or chosen
 * by the editor, unique among every item's current and former addresses. A slug an item leaves is
 * kept and answers with a redirect to the new one, so shared links keep working.
 */
import type { Kysely, Transaction } from "kysely";
import { slugify } from "~/lib/slugify";
import type { Database } from "../db/schema";
import { ValidationError } from "../errors";

/** Addresses the site's own pages answer at (`/news/preview`), never an item's. */
const reservedSlugs = ["preview"];

/** Every address in use: items' current slugs and the old ones that redirect, except `ownerId`'s. */
async function takenSlugs(
  trx: Transaction<Database>,
  like: string,
  ownerId?: string,
): Promise<Set<string>> {
  const current = trx
    .selectFrom("news")
    .select(["slug", "id as owner"])
    .where("slug", "like", like);
  const old = trx
    .selectFrom("news_address")
    .select(["slug", "news_id as owner"])
    .where("slug", "like", like);
  const rows = await current.unionAll(old).execute();
  return new Set([
    ...reservedSlugs,
    ...rows.filter((row) => row.owner !== ownerId).map((row) => row.slug),
  ]);
}

/** `wanted` as a slug, with -2, -3… when another item already answers at it. */
export async function uniqueSlug(trx: Transaction<Database>, wanted: string): Promise<string> {
  const base = slugify(wanted);
  const taken = new Set([
    ...(await takenSlugs(trx, base)),
    ...(await takenSlugs(trx, `${base}-%`)),
  ]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** An address a writer chose: it is the item's exactly as given, or refused when another has it. */
export async function claimSlug(
  trx: Transaction<Database>,
  slug: string,
  ownerId: string,
): Promise<string> {
  if (reservedSlugs.includes(slug))
    throw new ValidationError("The address is reserved", {
      slug: ["This address belongs to a page of the site; choose another"],
    });
  if ((await takenSlugs(trx, slug, ownerId)).has(slug))
    throw new ValidationError("The address is taken", {
      slug: ["Another news item uses this address"],
    });
  return slug;
}

/** Gives an item a new address; the one it leaves keeps answering, with a redirect. */
export async function moveAddress(
  trx: Transaction<Database>,
  id: string,
  from: string,
  to: string,
  stamp: string,
): Promise<string> {
  await claimSlug(trx, to, id);
  await trx.deleteFrom("news_address").where("slug", "=", to).execute();
  await trx
    .insertInto("news_address")
    .values({ slug: from, news_id: id, created_at: stamp })
    .onConflict((conflict) => conflict.column("slug").doNothing())
    .execute();
  return to;
}

/**
 * Where a published item lives now, found by any address it has had (or its id, the address of
 * earlier versions of the site): its current slug, or undefined when nothing published answers.
 */
export async function currentAddress(
  db: Kysely<Database>,
  address: string,
): Promise<string | undefined> {
  const published = db.selectFrom("news").where("news.status", "=", "published");
  const byOldSlug = await published
    .innerJoin("news_address", "news_address.news_id", "news.id")
    .select("news.slug")
    .where("news_address.slug", "=", address)
    .executeTakeFirst();
  if (byOldSlug) return byOldSlug.slug;
  const byId = await published.select("slug").where("id", "=", address).executeTakeFirst();
  return byId?.slug;
}
