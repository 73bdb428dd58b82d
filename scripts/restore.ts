/**
 * `npm run restore -- FILE`: restores an archive made by `npm run backup` into the empty site that
 * DATA_DIR, DATABASE_URL and the media storage name (SQLite or PostgreSQL, whichever engine made
 * the backup).
 */
import { authOptions } from "~/.server/auth/auth";
import { migrateAuth } from "~/.server/auth/create-auth";
import { restoreBackup, RestoreError } from "~/.server/backup/archive";
import { database } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { mediaStorage } from "~/.server/media/media-storage";

const file = process.argv[2];
try {
  if (!file) throw new RestoreError("Name the archive: npm run restore -- FILE");
  const manifest = await restoreBackup(
    {
      handle: database,
      dataDir: getEnv().dataDir,
      storage: mediaStorage,
      migrateAuth: () => migrateAuth(authOptions),
    },
    file,
  );
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${file} (${manifest.engine}, ${manifest.createdAt}) into ${database.engine} at ${database.location}: ${rows} rows, ${manifest.files} image files`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
