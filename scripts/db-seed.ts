/** `npm run db:seed`: loads the demo news into an empty database (migrating it first). */
import { database } from "~/.server/db/client";
import { seedDemoContent } from "~/.server/db/seed";
import { migrateAll } from "~/.server/startup";

try {
  await migrateAll();
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
