/** `npm run db:seed`: loads the demo news into an empty database (migrating it first). */
import { database } from "~/.server/db/client";
import { migrateToLatest } from "~/.server/db/migrate";
import { seedDemoContent } from "~/.server/db/seed";

try {
  await migrateToLatest(database.db);
  const result = await seedDemoContent(database.db);
  console.log(
    result.seeded
      ? `Loaded ${result.count} demo news items into ${database.engine} at ${database.location}.`
      : `Nothing loaded: ${result.reason}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
