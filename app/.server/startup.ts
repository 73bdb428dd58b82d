/** What runs before the server accepts requests: schema, auth tables, demo content, first administrator. */
import { countAdministrators, createAdministrator } from "./auth/administrators";
import { authOptions, getAuth } from "./auth/auth";
import { database } from "./db/client";
import { migrateToLatest } from "./db/migrate";
import { seedDemoContent, seedPeople, seedSiteContacts, seedTrackRecord } from "./db/seed";
import { getEnv } from "./env";
import { ensureShareCards } from "./media/store";
import { sweepOrphanUploads } from "./media/sweep";
import { mediaStorage } from "./media/media-storage";
import { log } from "./log";
import { rebuildSearchIndex } from "./search/documents";

/** Brings both schemas up to date; returns the names of our migrations applied. */
export async function migrateAll(): Promise<string[]> {
  const applied = await migrateToLatest(database.db);
  const { migrateAuth } = await import("./auth/create-auth");
  await migrateAuth(authOptions);
  return applied;
}

export async function prepareDatabase(): Promise<void> {
  const applied = await migrateAll();
  log.info(
    { engine: database.engine, location: database.location, applied },
    applied.length ? "database migrated" : "database schema up to date",
  );
  const seed = await seedDemoContent(database.db);
  if (seed.seeded) log.info({ count: seed.count }, "loaded the demo news");
  const trackRecord = await seedTrackRecord(database.db);
  if (trackRecord.seeded) log.info({ count: trackRecord.count }, "loaded the sample track record");
  if (await seedSiteContacts(database.db)) log.info("loaded the group's first contacts");
  const people = await seedPeople(database.db);
  if (people.seeded) log.info({ count: people.count }, "loaded the sample management team");
  // The page content may have changed with this release, and a restore leaves the index out.
  const documents = await rebuildSearchIndex(database.db);
  log.info({ count: documents }, "built the search index");
  const cards = await ensureShareCards(database.db, mediaStorage);
  if (cards) log.info({ count: cards }, "made share cards");
  await sweepUploads();
  await createFirstAdministrator();
}

/** Removes upload files that a crash left without a record (see media/sweep). */
export async function sweepUploads(): Promise<void> {
  try {
    const removed = await sweepOrphanUploads(database.db, mediaStorage);
    if (removed.length) log.info({ count: removed.length }, "removed unrecorded upload files");
  } catch (error) {
    log.error({ err: error }, "sweeping upload files failed");
  }
}

/** ADMIN_EMAIL and ADMIN_PASSWORD create an administrator when there is none yet. */
async function createFirstAdministrator(): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = getEnv();
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  if ((await countAdministrators(database.db)) > 0) return;
  await createAdministrator(await getAuth(), database.db, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  log.info("created the first administrator from ADMIN_EMAIL");
}
