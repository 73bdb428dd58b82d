/**
 * Backup and restore of the whole site in one file: a gzip-compressed tar archive holding
 * `backup.json` (format, time, engine, migrations, row counts), one JSON-lines file per table,
 * the uploaded images (read from and restored into the configured media storage, a directory or a
 * bucket), and the generated session secret when there is one (so sessions and the
 * signed links in e-mails already sent keep working).
 *
 * The rows are read inside one transaction: a consistent snapshot on both engines (SQLite in WAL
 * mode gives a reader a fixed view; PostgreSQL runs it REPEATABLE READ). Images are copied before
 * the snapshot and again after it for any the snapshot names that were new, so every image the
 * snapshot refers to is in the archive: uploads write files before records, deletions remove
 * records before files.
 *
 * Restoring needs an empty target (no news, people, images, messages or subscribers): it
 * migrates the target to the backup's version, fills every table in one transaction, then
 * migrates to the current version, so a backup made by an older release restores into a newer
 * one, and a SQLite backup into PostgreSQL (or the reverse).
 */
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { Kysely } from "kysely";
import * as tar from "tar";
import type { DatabaseHandle } from "../db/create-database";
import { migrations, migrateToLatest, migrateUpTo } from "../db/migrate";
import type { Database } from "../db/schema";
import { createDiskStorage } from "../media/disk-storage";
import type { MediaStorage } from "../media/storage";
import { storedFileKeys } from "../media/store";
import { columnKinds, forColumn, portable, tablesInOrder, type AnyDb, type Row } from "./tables";

const format = "bgl-site-backup/1";
const batchRows = 200;

/** The table the content triggers keep: filled last, so its value is the backup's own. */
const triggerMaintained = "content_version";

/** Tables that must be empty for a restore: the target holds no site of its own. */
const contentTables = ["news", "media", "contact_message", "newsletter_subscriber", "user"];

export interface BackupManifest {
  format: string;
  createdAt: string;
  engine: string;
  migrations: string[];
  tables: Record<string, number>;
  files: number;
  sessionSecret: boolean;
}

export interface SiteLocation {
  handle: DatabaseHandle;
  /** DATA_DIR: a generated session secret lives in its `session-secret`. */
  dataDir: string;
  /** Where the uploaded images are: DATA_DIR/uploads or a bucket. */
  storage: MediaStorage;
  /** Creates or updates the sign-in tables (better-auth's own migrations). */
  migrateAuth: () => Promise<void>;
}

/** Copies `from` to `to` when it exists; returns whether it did. */
async function copyIfPresent(from: string, to: string): Promise<boolean> {
  try {
    await fs.copyFile(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** Copies one object between stores; returns false when `from` has no such object. */
async function copyObject(from: MediaStorage, to: MediaStorage, key: string): Promise<boolean> {
  const bytes = await from.read(key);
  if (!bytes) return false;
  await to.put(key, bytes);
  return true;
}

/** Writes the backup archive to `out`; returns what it holds. */
export async function writeBackup(site: SiteLocation, out: string): Promise<BackupManifest> {
  const { handle, dataDir, storage } = site;
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), "site-backup-"));
  try {
    const staged = createDiskStorage(path.join(staging, "uploads"));
    const copied = new Set<string>();
    for await (const { key } of storage.list())
      if (await copyObject(storage, staged, key)) copied.add(key);

    const db = handle.db as AnyDb;
    const tables: Record<string, number> = {};
    let applied: string[] = [];
    const read = async (trx: AnyDb) => {
      applied = (
        await trx.selectFrom("kysely_migration").select("name").orderBy("name").execute()
      ).map((row: { name: string }) => row.name);
      for (const table of await tablesInOrder(trx, handle.engine)) {
        const rows = (await trx.selectFrom(table).selectAll().execute()) as Row[];
        const lines = rows.map(
          (row) =>
            JSON.stringify(
              Object.fromEntries(Object.entries(row).map(([k, v]) => [k, portable(v)])),
            ) + "\n",
        );
        await fs.mkdir(path.join(staging, "tables"), { recursive: true });
        await fs.writeFile(path.join(staging, "tables", `${table}.jsonl`), lines.join(""));
        tables[table] = rows.length;
      }
    };
    if (handle.engine === "postgres")
      await db.transaction().setIsolationLevel("repeatable read").execute(read);
    else await db.transaction().execute(read);

    // Every image the snapshot names is in the archive; images it does not name are left out.
    const named = new Set<string>();
    const media = await fs
      .readFile(path.join(staging, "tables", "media.jsonl"), "utf8")
      .catch(() => "");
    for (const line of media.split("\n").filter(Boolean))
      for (const key of storedFileKeys(JSON.parse(line) as { key: string; variants: string }))
        named.add(key);
    for (const key of named) if (!copied.has(key)) await copyObject(storage, staged, key);
    await staged.remove([...copied].filter((key) => !named.has(key)));

    const sessionSecret = await copyIfPresent(
      path.join(dataDir, "session-secret"),
      path.join(staging, "session-secret"),
    );
    const manifest: BackupManifest = {
      format,
      createdAt: new Date().toISOString(),
      engine: handle.engine,
      migrations: applied,
      tables,
      files: named.size,
      sessionSecret,
    };
    await fs.writeFile(path.join(staging, "backup.json"), JSON.stringify(manifest, null, 2));
    const entries = ["backup.json", "tables"];
    if (named.size) entries.push("uploads");
    if (sessionSecret) entries.push("session-secret");
    await fs.mkdir(path.dirname(path.resolve(out)), { recursive: true });
    const partial = `${out}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    // The archive appears under its name only when complete.
    await fs.rename(partial, out);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

export class RestoreError extends Error {}

/** Migrates `db` up to and including `last` (one of our migrations), no further. */
async function migrateTo(db: Kysely<Database>, last: string | undefined) {
  if (!last) return;
  if (!(last in migrations))
    throw new RestoreError(
      `The backup was made by a newer release (migration ${last} is unknown here): restore it with that release.`,
    );
  await migrateUpTo(db, last);
}

/** Restores the archive `file` into the empty site at `site`; returns its manifest. */
export async function restoreBackup(site: SiteLocation, file: string): Promise<BackupManifest> {
  const { handle, dataDir, storage } = site;
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), "site-restore-"));
  try {
    await tar.x({ file, cwd: staging, strict: true });
    const manifest = JSON.parse(
      await fs.readFile(path.join(staging, "backup.json"), "utf8"),
    ) as BackupManifest;
    if (manifest.format !== format) throw new RestoreError(`${file} is not a backup of this site.`);

    await migrateTo(handle.db, manifest.migrations.at(-1));
    await site.migrateAuth();
    const db = handle.db as AnyDb;
    for (const table of contentTables) {
      const row = await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirst();
      if (Number(row?.n ?? 0) > 0)
        throw new RestoreError(
          `The target already holds a site (table ${table} has rows): restore into an empty data directory or database.`,
        );
    }
    if (!(await storage.list()[Symbol.asyncIterator]().next()).done)
      throw new RestoreError(
        `The media storage ${storage.description} is not empty: restore into an empty one.`,
      );

    const present = await tablesInOrder(db, handle.engine);
    const order = [
      ...present.filter((table) => table !== triggerMaintained && table in manifest.tables),
      ...(triggerMaintained in manifest.tables ? [triggerMaintained] : []),
    ];
    await db.transaction().execute(async (trx) => {
      // Rows a migration created (the content version) make way for the backup's.
      for (const table of [...order].reverse()) await trx.deleteFrom(table).execute();
      for (const table of order) {
        if (table === triggerMaintained) await trx.deleteFrom(table).execute();
        const kinds = await columnKinds(trx, handle.engine, table);
        let batch: Row[] = [];
        const flush = async () => {
          if (batch.length) await trx.insertInto(table).values(batch).execute();
          batch = [];
        };
        const lines = readline.createInterface({
          input: createReadStream(path.join(staging, "tables", `${table}.jsonl`)),
          crlfDelay: Infinity,
        });
        for await (const line of lines) {
          if (!line) continue;
          const row = JSON.parse(line) as Row;
          batch.push(
            Object.fromEntries(
              Object.entries(row).map(([k, v]) => [k, forColumn(v, kinds.get(k), handle.engine)]),
            ),
          );
          if (batch.length >= batchRows) await flush();
        }
        await flush();
      }
    });
    await migrateToLatest(handle.db);
    await site.migrateAuth();

    const staged = createDiskStorage(path.join(staging, "uploads"));
    for await (const { key } of staged.list()) await copyObject(staged, storage, key);
    if (manifest.sessionSecret) {
      const target = path.join(dataDir, "session-secret");
      const exists = await fs.stat(target).catch(() => undefined);
      if (!exists) {
        await fs.copyFile(path.join(staging, "session-secret"), target);
        await fs.chmod(target, 0o600);
      }
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
