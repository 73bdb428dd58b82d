import { spawnSync } from "node:child_process";
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
import { seedDemoContent } from "~/.server/db/seed";
import { submitContact } from "~/.server/forms/contact";
import { subscribe } from "~/.server/forms/newsletter";
import { createDiskStorage } from "~/.server/media/disk-storage";
import { storeImage } from "~/.server/media/store";
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

async function site(engine: Engine): Promise<SiteLocation & { test: TestDatabase }> {
  const test = await createTestDatabase(engine);
  cleanups.push(test.cleanup);
  const handle = test;
  const dataDir = engine === "sqlite" ? test.options.dataDir : tempDir("backup-data-");
  return {
    test,
    handle,
    dataDir,
    storage: createDiskStorage(path.join(dataDir, "uploads")),
    migrateAuth: () => migrateAuth({ handle, secret }),
  };
}

/** A site with something in every kind of table: news, an administrator, images, forms, mail. */
async function filledSite(engine: Engine) {
  const source = await site(engine);
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
