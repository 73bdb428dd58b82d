/**
 * What site search finds, gathered from where each kind of thing lives, one function per kind, and
 * written to `search_document` (whose full-text index the database keeps in step by itself; see
 * the search migration). Every write path of a kind calls its refresh in the same transaction:
 * news through `refreshNewsDocuments`, the page content (pages, people, milestones) through
 * `refreshSiteDocuments`; the server rebuilds everything at start-up with `rebuildSearchIndex`.
 */
import type { Kysely } from "kysely";
import { businesses } from "~/content/businesses";
import { sectionAnchors } from "~/content/business-pages";
import { contentText } from "~/content/text";
import { locales, type Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { localizePath } from "~/i18n/paths";
import { milestoneAnchor } from "~/components/site/milestone-card";
import type { Database, SearchKind } from "../db/schema";
import { readableText } from "../news/revision-diff";
import { listMilestones } from "../milestones/repository";
import { listPeopleForSearch } from "../people/queries";

export interface SearchDocument {
  kind: SearchKind;
  key: string;
  locale: Locale;
  url: string;
  title: string;
  body: string;
  published_from: string | null;
  published_until: string | null;
}

/**
 * Private-use characters the snippets use as highlight markers: never in indexed text, nor are
 * the next two, which stand in for angle brackets while PostgreSQL cuts a snippet.
 */
export const markStart = "\uE000";
export const markEnd = "\uE001";

/** The words of an HTML fragment as plain text, on one line. */
function plainText(html: string): string {
  return cleanText(readableText(html));
}

/** One line of text: no control or marker characters, single spaces. */
function cleanText(text: string): string {
  return text
    .replace(/[\p{Cc}\uE000-\uE003]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every string inside a piece of page content, in order: the words a section shows. */
function words(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(words);
  if (value && typeof value === "object") return Object.values(value).flatMap(words);
  return [];
}

function siteDocument(
  kind: SearchKind,
  key: string,
  locale: Locale,
  path: string,
  title: string,
  body: unknown,
): SearchDocument {
  return {
    kind,
    key,
    locale,
    url: localizePath(path, locale),
    title: cleanText(title),
    body: cleanText(words(body).join(" ")),
    published_from: null,
    published_until: null,
  };
}

/** A page, or a section of it by its anchor, titled "Section · Page". */
function section(
  locale: Locale,
  path: string,
  page: string,
  heading: string | null,
  body: unknown,
): SearchDocument {
  const [pathname, hash] = path.split("#");
  const title = heading && heading !== page ? `${heading} · ${page}` : page;
  return siteDocument("page", hash ? `${pathname}#${hash}` : pathname!, locale, path, title, body);
}

/** The main pages in every language, a document per section that has an anchor to land on. */
export function pageDocuments(): SearchDocument[] {
  return locales.flatMap(pageDocumentsIn);
}

function pageDocumentsIn(locale: Locale): SearchDocument[] {
  const t = messages[locale];
  const { pages, business } = contentText[locale];
  const { home, about, management, milestone } = pages;
  const companyPages = [
    section(locale, "/", t.nav.home, null, [home.heroSlides, t.meta.defaultDescription]),
    section(locale, "/#essence-heading", t.nav.home, home.essence.heading, [
      home.essence,
      home.counters,
    ]),
    section(locale, "/#brand-heading", t.nav.home, home.brand.heading, home.brand),
    section(locale, "/company/about", about.banner.heading, null, [about.banner, about.intro]),
    section(
      locale,
      "/company/about#mission-vision",
      t.footer.links.about,
      about.missionVision.heading,
      about.missionVision,
    ),
    section(
      locale,
      "/company/about#core-values",
      t.footer.links.about,
      about.coreValues.heading,
      about.coreValues,
    ),
    section(
      locale,
      "/company/about#culture",
      t.footer.links.about,
      about.culture.heading,
      about.culture,
    ),
    section(
      locale,
      "/company/about#what-makes-us-different",
      t.footer.links.about,
      about.differentiators.heading,
      about.differentiators,
    ),
    section(
      locale,
      "/company/about#strength-heading",
      t.footer.links.about,
      about.strength.heading,
      about.strength,
    ),
    section(
      locale,
      "/company/about#our-businesses",
      t.footer.links.about,
      about.businesses.heading,
      about.businesses,
    ),
    section(
      locale,
      "/company/management",
      t.footer.links.management,
      management.banner.heading,
      management.banner,
    ),
    ...Object.entries(management.groups).map(([key, group]) =>
      section(
        locale,
        `/company/management#${key === "board" ? "board" : `team-${key}`}`,
        t.footer.links.management,
        group.heading,
        group,
      ),
    ),
    section(
      locale,
      "/milestone",
      t.footer.links.trackRecord,
      milestone.banner.heading,
      milestone.banner,
    ),
    section(locale, "/news", t.footer.links.news, null, [t.news.heading, t.footer.newsletter]),
    section(locale, "/contact", t.footer.links.contact, t.contactPage.title, t.contactPage),
  ];
  const businessPages = businesses.flatMap((entry) => {
    const text = business[entry.key];
    const path = `/services/${entry.slug}`;
    return [
      section(locale, path, entry.name, null, [text.banner]),
      ...entry.sections.flatMap((name) => {
        const part = text[name as keyof typeof text];
        if (!part || typeof part !== "object" || !("heading" in part)) return [];
        return [section(locale, `${path}#${sectionAnchors[name]}`, entry.name, part.heading, part)];
      }),
    ];
  });
  return [...companyPages, ...businessPages];
}

/** The people in every language: name, role and biography, leading to their profile. */
export async function peopleDocuments(db: Kysely<Database>): Promise<SearchDocument[]> {
  const people = await listPeopleForSearch(db);
  return locales.flatMap((locale) =>
    people.map((person) => {
      const about = person.texts[locale];
      return siteDocument("person", person.slug, locale, person.path, person.name, [
        about.role,
        about.desc,
        about.features,
      ]);
    }),
  );
}

/**
 * The track record in every language: heading, role and text (which name the client), leading to
 * the item's card on the track-record page.
 */
export async function milestoneDocuments(db: Kysely<Database>): Promise<SearchDocument[]> {
  const items = await listMilestones(db);
  return locales.flatMap((locale) =>
    items.map((item) => {
      const words = item.texts[locale] ?? item.texts.en!;
      return siteDocument(
        "milestone",
        item.id,
        locale,
        `/milestone#${milestoneAnchor(item.id)}`,
        words.heading,
        [words.role ?? "", words.text, item.year ? String(item.year) : ""],
      );
    }),
  );
}

/** Every page, person and milestone in every language. */
async function siteDocuments(db: Kysely<Database>): Promise<SearchDocument[]> {
  return [...pageDocuments(), ...(await peopleDocuments(db)), ...(await milestoneDocuments(db))];
}

/**
 * Each language's text of the news that is or will be public, published or scheduled (drafts,
 * unpublished and deleted items are absent), with the times it is findable between; `ids` narrows
 * it to some items. A language without its own translation shows the original text, as the item's
 * page does.
 */
export async function newsDocuments(
  db: Kysely<Database>,
  ids?: readonly string[],
): Promise<SearchDocument[]> {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom("news")
    .select(["id", "slug", "title", "excerpt", "content", "publish_at", "unpublish_at"])
    .where("status", "in", ["published", "scheduled"]);
  if (ids) query = query.where("id", "in", ids);
  const items = await query.execute();
  if (items.length === 0) return [];
  const translations = await db
    .selectFrom("news_translation")
    .select(["news_id", "locale", "title", "excerpt", "content"])
    .where(
      "news_id",
      "in",
      items.map((item) => item.id),
    )
    .execute();
  const byItem = new Map<string, Map<string, (typeof translations)[number]>>();
  for (const row of translations) {
    if (!byItem.has(row.news_id)) byItem.set(row.news_id, new Map());
    byItem.get(row.news_id)!.set(row.locale, row);
  }
  return items.flatMap((item) =>
    locales.map((locale) => {
      const text = byItem.get(item.id)?.get(locale) ?? item;
      return {
        kind: "news" as const,
        key: item.id,
        locale,
        url: localizePath(`/news/${item.slug}`, locale),
        title: cleanText(text.title),
        body: cleanText(`${plainText(text.excerpt)} ${plainText(text.content)}`),
        published_from: item.publish_at,
        published_until: item.unpublish_at,
      };
    }),
  );
}

async function write(db: Kysely<Database>, documents: SearchDocument[]): Promise<void> {
  // A few hundred rows at a time keeps each statement under the engines' parameter limits.
  for (let start = 0; start < documents.length; start += 100) {
    await db
      .insertInto("search_document")
      .values(documents.slice(start, start + 100))
      .onConflict((conflict) =>
        conflict.columns(["kind", "key", "locale"]).doUpdateSet((eb) => ({
          url: eb.ref("excluded.url"),
          title: eb.ref("excluded.title"),
          body: eb.ref("excluded.body"),
          published_from: eb.ref("excluded.published_from"),
          published_until: eb.ref("excluded.published_until"),
        })),
      )
      .execute();
  }
}

/**
 * Brings the documents of some news items in line with them: call it inside the transaction that
 * writes the items (create, update, publish, unpublish, delete, a new translation).
 */
export async function refreshNewsDocuments(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom("search_document")
    .where("kind", "=", "news")
    .where("key", "in", ids)
    .execute();
  await write(db, await newsDocuments(db, ids));
}

/**
 * Brings the pages', people's and milestones' documents in line with their content: the write paths
 * of that content call it; the server calls it at start-up, when the content may have changed.
 */
export async function refreshSiteDocuments(db: Kysely<Database>): Promise<void> {
  await replaceKinds(db, ["page", "person", "milestone"], await siteDocuments(db));
}

async function replaceKinds(
  db: Kysely<Database>,
  kinds: SearchKind[],
  documents: SearchDocument[],
): Promise<void> {
  const replace = async (trx: Kysely<Database>) => {
    await trx.deleteFrom("search_document").where("kind", "in", kinds).execute();
    await write(trx, documents);
  };
  // Inside a caller's transaction (a content write path), part of it; else one of its own.
  if (db.isTransaction) await replace(db);
  else await db.transaction().execute(replace);
}

/** Every document from its source: at start-up, and after a restore (which leaves them out). */
export async function rebuildSearchIndex(db: Kysely<Database>): Promise<number> {
  const documents = [...(await siteDocuments(db)), ...(await newsDocuments(db))];
  await replaceKinds(db, ["page", "person", "milestone", "news"], documents);
  return documents.length;
}
