/**
 * Reading the management team: for staff (every language as written), for public pages (one
 * language, falling back to English where a person has no words in it), and for search.
 */
import type { Kysely } from "kysely";
import { peopleListOrder, personPath } from "~/content/people";
import type { PeopleListKey, PersonCard, PersonText } from "~/content/types";
import { locales, type Locale } from "~/i18n/locales";
import type { Database } from "../db/schema";
import { NotFoundError } from "../errors";
import { mediaUrl } from "../media/store";
import { portraitImage } from "./portrait";
import type { PersonRecord, RemovedPerson } from "./types";

function selectPeople(db: Kysely<Database>) {
  return db
    .selectFrom("person")
    .leftJoin("media", "media.id", "person.portrait_media_id")
    .selectAll("person")
    .select(["media.key as media_key", "media.variants as media_variants"])
    .orderBy("person.position")
    .orderBy("person.name");
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof selectPeople>["execute"]>>[number];

function listOrder(list: string): number {
  return peopleListOrder.indexOf(list as PeopleListKey);
}

async function translationsOf(db: Kysely<Database>, ids: string[]) {
  const rows = ids.length
    ? await db.selectFrom("person_translation").selectAll().where("person_id", "in", ids).execute()
    : [];
  const byPerson = new Map<string, PersonRecord["translations"]>();
  for (const row of rows) {
    const texts = byPerson.get(row.person_id) ?? {};
    texts[row.locale as Locale] = {
      role: row.role,
      desc: JSON.parse(row.biography) as string[],
      features: JSON.parse(row.features) as Required<PersonText>["features"],
    };
    byPerson.set(row.person_id, texts);
  }
  return byPerson;
}

function toRecord(row: PersonRow, translations: PersonRecord["translations"]): PersonRecord {
  const thumbnail =
    row.media_key && row.media_variants
      ? portraitImage({ key: row.media_key, variants: row.media_variants })
      : null;
  return {
    id: row.id,
    list: row.list as PeopleListKey,
    slug: row.slug,
    name: row.name,
    position: row.position,
    portrait:
      row.portrait_media_id && row.media_key && thumbnail
        ? {
            mediaId: row.portrait_media_id,
            url: mediaUrl(row.media_key),
            thumbnail: thumbnail.src,
          }
        : null,
    version: row.version,
    updatedAt: row.updated_at,
    translations,
  };
}

/**
 * Everyone, list by list in the site's order and in their order within each list, with their
 * words in every language they have. Staff's list and site search read this.
 */
export async function listPeople(db: Kysely<Database>): Promise<PersonRecord[]> {
  const rows = await selectPeople(db).execute();
  const texts = await translationsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows
    .sort((a, b) => listOrder(a.list) - listOrder(b.list))
    .map((row) => toRecord(row, texts.get(row.id) ?? {}));
}

/**
 * Everyone with their words in every language (English filled in where a language has none), the
 * profile path and the language each text is in: what a site search indexes.
 */
export async function listPeopleForSearch(db: Kysely<Database>) {
  return (await listPeople(db)).map((person) => ({
    id: person.id,
    slug: person.slug,
    name: person.name,
    list: person.list,
    path: personPath(person),
    texts: Object.fromEntries(
      locales.map((locale) => {
        const own = person.translations[locale];
        return [locale, { ...(own ?? person.translations.en!), lang: own ? locale : "en" }];
      }),
    ) as Record<Locale, Required<PersonText> & { lang: Locale }>,
  }));
}

export async function getPerson(db: Kysely<Database>, id: string): Promise<PersonRecord> {
  const row = await selectPeople(db).where("person.id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError(`Person ${id} does not exist`);
  return toRecord(row, (await translationsOf(db, [id])).get(id) ?? {});
}

/** The words shown in `locale`: its own, or English marked as such. */
function wordsIn(translations: PersonRecord["translations"], locale: Locale) {
  const own = translations[locale];
  return own ? { words: own, lang: undefined } : { words: translations.en!, lang: "en" };
}

function toCard(
  row: PersonRow,
  translations: PersonRecord["translations"],
  locale: Locale,
): PersonCard {
  const { words, lang } = wordsIn(translations, locale);
  const list = row.list as PeopleListKey;
  return {
    slug: row.slug,
    name: row.name,
    role: words.role,
    ...(lang ? { roleLang: lang } : {}),
    list,
    path: personPath({ list, slug: row.slug }),
    ...(row.media_key && row.media_variants
      ? { portrait: portraitImage({ key: row.media_key, variants: row.media_variants }) }
      : {}),
  };
}

/** One list's people in their order, as the grids show them in `locale`. */
export async function personCards(
  db: Kysely<Database>,
  locale: Locale,
  list: PeopleListKey,
): Promise<PersonCard[]> {
  const rows = await selectPeople(db).where("person.list", "=", list).execute();
  const texts = await translationsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCard(row, texts.get(row.id) ?? {}, locale));
}

/** Every list's people in `locale`, for the management page. */
export async function peopleCardsByList(
  db: Kysely<Database>,
  locale: Locale,
): Promise<Record<PeopleListKey, PersonCard[]>> {
  const rows = await selectPeople(db).execute();
  const texts = await translationsOf(
    db,
    rows.map((row) => row.id),
  );
  const lists = Object.fromEntries(peopleListOrder.map((list) => [list, []])) as unknown as Record<
    PeopleListKey,
    PersonCard[]
  >;
  for (const row of rows)
    lists[row.list as PeopleListKey]?.push(toCard(row, texts.get(row.id) ?? {}, locale));
  return lists;
}

export type PersonProfile =
  | {
      kind: "person";
      card: PersonCard;
      words: Required<PersonText>;
      /** "en" when the words are English shown in place of a missing translation. */
      lang?: string;
    }
  | { kind: "removed"; removed: RemovedPerson }
  | { kind: "none" };

/** A profile by its address: the person, or the record that they were removed, or nothing. */
export async function personProfile(
  db: Kysely<Database>,
  slug: string,
  locale: Locale,
): Promise<PersonProfile> {
  const row = await selectPeople(db).where("person.slug", "=", slug).executeTakeFirst();
  if (row) {
    const translations = (await translationsOf(db, [row.id])).get(row.id) ?? {};
    const { words, lang } = wordsIn(translations, locale);
    return {
      kind: "person",
      card: toCard(row, translations, locale),
      words,
      ...(lang ? { lang } : {}),
    };
  }
  const removed = await removedPerson(db, slug);
  return removed ? { kind: "removed", removed } : { kind: "none" };
}

export async function removedPerson(
  db: Kysely<Database>,
  slug: string,
): Promise<RemovedPerson | undefined> {
  const row = await db
    .selectFrom("removed_person")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row
    ? { slug: row.slug, list: row.list as PeopleListKey, name: row.name, removedAt: row.removed_at }
    : undefined;
}

/** Every profile's path, for the sitemap. */
export async function listPersonPaths(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("person").select(["list", "slug", "position", "name"]).execute();
  return rows
    .sort(
      (a, b) =>
        listOrder(a.list) - listOrder(b.list) ||
        a.position - b.position ||
        a.name.localeCompare(b.name),
    )
    .map((row) => personPath({ list: row.list as PeopleListKey, slug: row.slug }));
}
