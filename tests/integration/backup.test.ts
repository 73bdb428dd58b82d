import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { createAdministrator } from "~/.server/auth/administrators";
import { createAuth, migrateAuth } from "~/.server/auth/create-auth";
import {
  restoreBackup,
  RestoreError,
  writeBackup,
  type SiteLocation,
} from "~/.server/backup/archive";
import { portable, tablesInOrder, type AnyDb } from "~/.server/backup/tables";
import { createDatabase, type Engine } from "~/.server/db/create-database";
import type { S3Settings } from "~/.server/env";
import { seedDemoContent } from "~/.server/db/seed";
import { submitContact } from "~/.server/forms/contact";
import { subscribe } from "~/.server/forms/newsletter";
import { createDiskStorage } from "~/.server/media/disk-storage";
import { createS3Storage } from "~/.server/media/s3-storage";
import type { MediaStorage } from "~/.server/media/storage";
import { storeImage } from "~/.server/media/store";
import { startS3Server, type S3TestServer } from "./s3-server";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const secret = "backup-test-secret-00000000000000000000000000000";
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let s3: S3TestServer | undefined;

/** A new, empty bucket on a local S3 server started the first time one is asked for. */
async function bucket(): Promise<S3Settings> {
  if (!s3) {
    s3 = await startS3Server();
    cleanups.unshift(() => s3!.stop());
  }
  return s3.newBucket();
}

async function site(
  engine: Engine,
  media: "disk" | "s3" = "disk",
): Promise<SiteLocation & { test: TestDatabase }> {
  const test = await createTestDatabase(engine);
  cleanups.push(test.cleanup);
  const handle = test;
  const dataDir = engine === "sqlite" ? test.options.dataDir : tempDir("backup-data-");
  return {
    test,
    handle,
    dataDir,
    storage:
      media === "s3"
        ? createS3Storage(await bucket())
        : createDiskStorage(path.join(dataDir, "uploads")),
    migrateAuth: () => migrateAuth({ handle, secret }),
  };
}

/** A site with something in every kind of table: news, an administrator, images, forms, mail. */
async function filledSite(engine: Engine, media: "disk" | "s3" = "disk") {
  const source = await site(engine, media);
  await source.migrateAuth();
  const db = source.handle.db;
  await seedDemoContent(db);
  await createAdministrator(createAuth({ handle: source.handle, secret }), db, {
    email: "backup@bglgroup.ng",
    password: "harmattan-lagoon-ledger-41",
  });
  const picture = await sharp({
    create: { width: 900, height: 600, channels: 3, background: "#1d4f91" },
  })
    .jpeg()
    .toBuffer();
  await storeImage(db, source.storage, {
    name: "Board — Lagos.jpg",
    bytes: new Uint8Array(picture),
  });
  const deps = { db, origin: "https://www.example.com", deliverSoon: () => {} };
  await submitContact(
    { ...deps, inbox: "desk@bglgroup.ng" },
    {
      name: "Ngozi Eze",
      email: "ngozi@example.ng",
      phone: "+234 803 000 0000",
      address: "Plot 5, Admiralty Way",
      country: "Nigeria",
      subject: "₦ bond programme",
      message: "Line one\nLine two — «quotes» 中文",
      consent: "yes",
    },
    "fr",
  );
  await subscribe({ ...deps, secret }, "reader@example.ng", "zh");
  fs.writeFileSync(path.join(source.dataDir, "session-secret"), "generated-secret-value");
  return source;
}

/** Every row of every table, with values as both engines can compare them, in a fixed order. */
async function contents(location: SiteLocation): Promise<Record<string, string[]>> {
  const db = location.handle.db as AnyDb;
  const result: Record<string, string[]> = {};
  for (const table of await tablesInOrder(db, location.handle.engine)) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    result[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, value]) => {
                const plain = portable(value);
                // Booleans are 0/1 in SQLite; PostgreSQL's bigint arrives as text.
                if (typeof plain === "boolean") return [key, plain ? 1 : 0];
                if (typeof plain === "string" && /^-?\d{1,15}$/.test(plain))
                  return [key, Number(plain)];
                return [key, plain];
              }),
          ),
        ),
      )
      .sort();
  }
  return result;
}

function filesOf(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [
          path.relative(dir, file),
          createHash("sha256").update(fs.readFileSync(file)).digest("hex"),
        ];
      }),
  );
}

/** Every object in a storage with the SHA-256 of its bytes. */
async function objectsOf(storage: MediaStorage): Promise<Record<string, string>> {
  const objects: Record<string, string> = {};
  for await (const { key } of storage.list())
    objects[key] = createHash("sha256")
      .update((await storage.read(key))!)
      .digest("hex");
  return objects;
}

const pairs: [Engine, Engine][] = testEngines.flatMap((from) =>
  testEngines.map((to) => [from, to] as [Engine, Engine]),
);

describe.each(pairs)("backup on %s, restore on %s", (from, to) => {
  test("gives back the same site: every row of every table, every image, the session secret", async () => {
    const source = await filledSite(from);
    const archive = path.join(tempDir("backup-archive-"), "site.tar.gz");
    const written = await writeBackup(source, archive);
    expect(written.tables.news).toBe(10);
    expect(written.tables.user).toBe(1);
    expect(written.files).toBeGreaterThan(2);

    const target = await site(to);
    await restoreBackup(target, archive);

    const before = await contents(source);
    const after = await contents(target);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(filesOf(path.join(target.dataDir, "uploads"))).toEqual(
      filesOf(path.join(source.dataDir, "uploads")),
    );
    expect(fs.readFileSync(path.join(target.dataDir, "session-secret"), "utf8")).toBe(
      "generated-secret-value",
    );

    // A site is there now: restoring again is refused, and nothing changes.
    await expect(restoreBackup(target, archive)).rejects.toThrow(RestoreError);
    expect(await contents(target)).toEqual(after);
  }, 60_000);
});

test("npm run backup and npm run restore use the bucket S3_BUCKET names", async () => {
  const source = await filledSite("sqlite");
  const images = await objectsOf(source.storage);
  const root = path.resolve(import.meta.dirname, "../..");
  // Asynchronously: the S3 server the scripts talk to runs in this process.
  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", ...args], {
        cwd: root,
        env: { PATH: process.env.PATH, LOG_LEVEL: "warn", SESSION_SECRET: secret, ...env },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });
  const s3Env = (settings: S3Settings) => ({
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint!,
    S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  });

  // From a site on disk into one whose images are in a bucket: the move to S3.
  const fromDisk = path.join(tempDir("backup-cli-s3-"), "disk.tar.gz");
  expect(
    (await run(["scripts/backup.ts", "--out", fromDisk], { DATA_DIR: source.dataDir })).status,
  ).toBe(0);
  const settings = await bucket();
  const restoredDir = tempDir("restore-cli-s3-");
  const restore = await run(["scripts/restore.ts", fromDisk], {
    DATA_DIR: restoredDir,
    ...s3Env(settings),
  });
  expect(restore.status, restore.stderr).toBe(0);
  expect(await objectsOf(createS3Storage(settings))).toEqual(images);

  // And back: a backup of that site reads its images from the bucket.
  const fromBucket = path.join(tempDir("backup-cli-s3-"), "bucket.tar.gz");
  const backup = await run(["scripts/backup.ts", "--out", fromBucket], {
    DATA_DIR: restoredDir,
    ...s3Env(settings),
  });
  expect(backup.status, backup.stderr).toBe(0);
  expect(backup.stdout).toContain(`${Object.keys(images).length} image files`);
  const onDisk = tempDir("restore-cli-disk-");
  expect((await run(["scripts/restore.ts", fromBucket], { DATA_DIR: onDisk })).status).toBe(0);
  expect(await objectsOf(createDiskStorage(path.join(onDisk, "uploads")))).toEqual(images);
}, 90_000);

test("npm run backup and npm run restore do the same from DATA_DIR", async () => {
  const source = await filledSite("sqlite");
  const archive = path.join(tempDir("backup-cli-"), "nightly.tar.gz");
  const root = path.resolve(import.meta.dirname, "../..");
  const run = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", ...args], {
      cwd: root,
      encoding: "utf8",
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "warn", SESSION_SECRET: secret },
    });
  const backup = run(["scripts/backup.ts", "--out", archive], source.dataDir);
  expect(backup.stderr).toBe("");
  expect(backup.stdout).toMatch(
    /^Backed up sqlite at .*: \d+ tables, \d+ rows, \d+ image files → /,
  );
  expect(fs.existsSync(archive)).toBe(true);

  const emptyDir = tempDir("restore-cli-");
  const restore = run(["scripts/restore.ts", archive], emptyDir);
  expect(restore.status, restore.stderr).toBe(0);
  expect(restore.stdout).toMatch(/^Restored .* into sqlite/);
  const restored = createDatabase({ dataDir: emptyDir });
  try {
    const target = {
      handle: restored,
      dataDir: emptyDir,
      storage: createDiskStorage(path.join(emptyDir, "uploads")),
      migrateAuth: async () => {},
    };
    expect(await contents(target)).toEqual(await contents(source));
  } finally {
    await restored.db.destroy();
  }
  const again = run(["scripts/restore.ts", archive], emptyDir);
  expect(again.status).toBe(1);
  expect(again.stderr).toMatch(/Restore failed: The target already holds a site/);
  const missing = run(["scripts/restore.ts"], emptyDir);
  expect(missing.stderr).toMatch(/Name the archive/);
}, 90_000);

describe.each([
  ["disk", "s3"],
  ["s3", "disk"],
  ["s3", "s3"],
] as const)("images backed up from %s storage, restored into %s", (from, to) => {
  test("arrive with the same bytes; a storage that holds images is refused", async () => {
    const source = await filledSite("sqlite", from);
    const archive = path.join(tempDir("backup-storage-"), "site.tar.gz");
    const written = await writeBackup(source, archive);
    const images = await objectsOf(source.storage);
    expect(Object.keys(images).length).toBeGreaterThan(2);
    expect(written.files).toBe(Object.keys(images).length);

    const target = await site("sqlite", to);
    await restoreBackup(target, archive);
    expect(await objectsOf(target.storage)).toEqual(images);

    // An empty database beside a storage that already holds images is no empty site.
    const other = await site("sqlite");
    await expect(restoreBackup({ ...other, storage: target.storage }, archive)).rejects.toThrow(
      /media storage .* is not empty/,
    );
  }, 60_000);
});
