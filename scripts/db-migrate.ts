/** `npm run db:migrate`: brings the configured database's schema up to date. */
import { database } from "~/.server/db/client";
import { migrateAll } from "~/.server/startup";

try {
  const applied = await migrateAll();
  console.log(
    `${database.engine} at ${database.location}: ${applied.length ? `applied ${applied.join(", ")}` : "already up to date"}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
