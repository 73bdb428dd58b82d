/** Loads the demo news and the sample management team into a database that has never held them. */
import type { Kysely } from "kysely";
import { locales } from "~/i18n/locales";
import { lagosToUtc } from "~/lib/newsroom-time";
import { createNews } from "../news/repository";
import { countNews } from "../news/queries";
import type { NewsInput, TranslatedLocale } from "../news/types";
import { createMilestone } from "../milestones/repository";
import type { Database } from "./schema";
import { countRows } from "./count";
import { createPerson } from "../people/repository";
import { peopleListOrder } from "~/content/people";
import { loadDemoNews, type DemoNews } from "./seed/demo-news";
import { seedContactSettings, seedOffices } from "./seed/site-contacts";
import { createOffice, readSiteContacts, saveContactSettings } from "../site-contacts/store";

import { seedPeopleLists, seedPeopleText } from "./seed/people";
import { seedMilestoneInput, seedMilestones } from "./seed/milestones";

const seedMarker = "demo_seed";
const contactsSeedMarker = "site_contacts_seed";
const peopleSeedMarker = "people_seed";

export type SeedResult = { seeded: true; count: number } | { seeded: false; reason: string };

/**
 * Seeds the demo news only into an empty database that was never seeded, so deleting
 * every item later does not bring the demo back on the next start.
 */
export async function seedDemoContent(db: Kysely<Database>, now = new Date()): Promise<SeedResult> {
  const marker = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", seedMarker)
    .executeTakeFirst();
  if (marker) return { seeded: false, reason: `demo content was loaded on ${marker.value}` };
  if ((await countNews(db)) > 0)
    return { seeded: false, reason: "the database already holds news" };

  const demoNews = loadDemoNews();
  for (const item of demoNews) await createNews(db, toInput(item), { now });
  await db.insertInto("app_meta").values({ key: seedMarker, value: now.toISOString() }).execute();
  return { seeded: true, count: demoNews.length };
}

const trackRecordMarker = "track_record_seed";

/**
 * Loads the sample track record into a database that never had one, in the site's order; once
 * only, so removing every entry later does not bring them back. Kept apart from the news's seed
 * so a database seeded before the track record moved into it receives it too.
 */
export async function seedTrackRecord(db: Kysely<Database>, now = new Date()): Promise<SeedResult> {
  const marker = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", trackRecordMarker)
    .executeTakeFirst();
  if (marker) return { seeded: false, reason: `the track record was loaded on ${marker.value}` };
  const existing = await db.selectFrom("milestone").select("id").limit(1).executeTakeFirst();
  if (!existing) {
    for (const milestone of seedMilestones)
      await createMilestone(db, seedMilestoneInput(milestone), { now, id: milestone.id });
  }
  await db
    .insertInto("app_meta")
    .values({ key: trackRecordMarker, value: now.toISOString() })
    .execute();
  return existing
    ? { seeded: false, reason: "the database already holds a track record" }
    : { seeded: true, count: seedMilestones.length };
}

function toInput(item: DemoNews): NewsInput {
  const translations: NewsInput["translations"] = {};
  for (const locale of locales) {
    if (locale !== "en") translations[locale as TranslatedLocale] = item.text[locale];
  }
  return {
    ...item.text.en,
    slug: item.slug,
    tags: item.tags,
    date: item.date,
    imageUrl: item.image,
    status: "published",
    // Each went live on its day, at nine in the morning in Lagos.
    publishAt: lagosToUtc(`${item.date}T09:00`),
    translations,
  };
}

/**
 * Loads the group's first contacts (offices, phones, e-mails, hours, social links) once, into a
 * database that holds no office: after that only administrators change them, and removing
 * something never brings the first values back.
 */
export async function seedSiteContacts(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const marker = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", contactsSeedMarker)
    .executeTakeFirst();
  if (marker) return false;
  const current = await readSiteContacts(db);
  if (current.offices.length === 0) {
    await saveContactSettings(db, { ...seedContactSettings, version: current.version });
    for (const [index, office] of seedOffices.entries())
      await createOffice(db, { ...office, version: current.version + 1 + index });
  }
  await db
    .insertInto("app_meta")
    .values({ key: contactsSeedMarker, value: now.toISOString() })
    .execute();
  return current.offices.length === 0;
}

/**
 * Loads the sample management team only into a database that never received it and holds no
 * person, so removing everyone later does not bring them back. Sites that showed the team from
 * code before it moved to the database receive it on their first start after the move.
 */
export async function seedPeople(db: Kysely<Database>, now = new Date()): Promise<SeedResult> {
  const marker = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", peopleSeedMarker)
    .executeTakeFirst();
  if (marker) return { seeded: false, reason: `the sample team was loaded on ${marker.value}` };
  if ((await countRows(db, "person")) > 0)
    return { seeded: false, reason: "the database already holds people" };

  let count = 0;
  for (const list of peopleListOrder) {
    for (const { slug, name } of seedPeopleLists[list]) {
      const translations = Object.fromEntries(
        locales.map((locale) => {
          const words = seedPeopleText[locale][slug];
          return [
            locale,
            { role: words.role, biography: [...words.desc], features: words.features ?? [] },
          ];
        }),
      ) as Parameters<typeof createPerson>[1]["translations"];
      await createPerson(db, { list, slug, name, portraitMediaId: null, translations }, { now });
      count += 1;
    }
  }
  await db
    .insertInto("app_meta")
    .values({ key: peopleSeedMarker, value: now.toISOString() })
    .execute();
  return { seeded: true, count };
}
