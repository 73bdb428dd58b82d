/**
 * Fresh, migrated databases for integration tests: a SQLite file always, and PostgreSQL
 * (in a schema of its own) whenever TEST_DATABASE_URL is set.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import {
  createDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
  type Engine,
} from "~/.server/db/create-database";
import { migrateToLatest } from "~/.server/db/migrate";

export interface TestDatabase extends DatabaseHandle {
  /** How to connect to the same database again, as another app server would. */
  options: DatabaseOptions;
  cleanup: () => Promise<void>;
}

export const testEngines: Engine[] = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = createDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.db.destroy();
    const options = { databaseUrl: url, dataDir: os.tmpdir(), pgSchema: schema };
    const handle = createDatabase(options);
    await migrateToLatest(handle.db);
    return {
      ...handle,
      options,
      cleanup: async () => {
        await handle.db.destroy();
        const dropper = createDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
        await sql`drop schema ${sql.id(schema)} cascade`.execute(dropper.db);
        await dropper.db.destroy();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const handle = createDatabase({ dataDir });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    options: { dataDir },
    cleanup: async () => {
      await handle.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
