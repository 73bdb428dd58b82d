/**
 * `npm run backup -- --out FILE`: writes the whole site (database snapshot, uploaded images,
 * generated session secret) to one archive, from DATA_DIR, DATABASE_URL and the media storage as
 * the server reads them. Safe while the server runs.
 */
import { parseArgs } from "node:util";
import { authOptions } from "~/.server/auth/auth";
import { migrateAuth } from "~/.server/auth/create-auth";
import { writeBackup } from "~/.server/backup/archive";
import { database } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { mediaStorage } from "~/.server/media/media-storage";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const out = values.out ?? `site-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;

try {
  const manifest = await writeBackup(
    {
      handle: database,
      dataDir: getEnv().dataDir,
      storage: mediaStorage,
      migrateAuth: () => migrateAuth(authOptions),
    },
    out,
  );
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up ${database.engine} at ${database.location}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.files} image files → ${out}`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
