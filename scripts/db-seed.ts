/** `npm run db:seed`: loads the demo news, the sample team and track record and the group's first contacts into an empty database (migrating it first). */
import { database } from "~/.server/db/client";
import { seedDemoContent, seedPeople, seedSiteContacts, seedTrackRecord } from "~/.server/db/seed";
import { migrateAll } from "~/.server/startup";

try {
  await migrateAll();
  const result = await seedDemoContent(database.db);
  if (await seedSiteContacts(database.db)) console.log("Loaded the group's first contacts.");
  console.log(
    result.seeded
      ? `Loaded ${result.count} demo news items into ${database.engine} at ${database.location}.`
      : `Nothing loaded: ${result.reason}.`,
  );
  const people = await seedPeople(database.db);
  console.log(
    people.seeded
      ? `Loaded ${people.count} people of the sample management team.`
      : `No people loaded: ${people.reason}.`,
  );
  const trackRecord = await seedTrackRecord(database.db);
  console.log(
    trackRecord.seeded
      ? `Loaded ${trackRecord.count} track-record entries.`
      : `No track record loaded: ${trackRecord.reason}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
