import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deleteMedia } from "~/.server/media/library";
import { storedFileKeys, storeImage } from "~/.server/media/store";
import { orphanGraceMs, sweepOrphanUploads } from "~/.server/media/sweep";
import { createDiskStorage } from "~/.server/media/disk-storage";
import type { MediaStorage } from "~/.server/media/storage";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

async function picture(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 900, height: 600, channels: 3, background: "#005100" } })
      .jpeg()
      .toBuffer(),
  );
}

/** A file as a crash would leave it: written, never recorded, `ageMs` old. */
function leftover(dir: string, key: string, ageMs: number) {
  const file = path.join(dir, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "half an image");
  const then = new Date(Date.now() - ageMs);
  fs.utimesSync(file, then, then);
  return file;
}

describe.each(testEngines)("sweeping upload leftovers on %s", (engine) => {
  let handle: TestDatabase;
  let uploads: string;
  let storage: MediaStorage;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), "upload-sweep-"));
    storage = createDiskStorage(uploads);
  });
  afterAll(async () => {
    await handle.cleanup();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  test("unrecorded files past the grace period go; recorded files and fresh uploads stay", async () => {
    const kept = await storeImage(handle.db, storage, {
      name: "board.jpg",
      bytes: await picture(),
    });
    const row = await handle.db
      .selectFrom("media")
      .select(["key", "variants"])
      .where("id", "=", kept.id)
      .executeTakeFirstOrThrow();
    const keptFiles = storedFileKeys(row).map((key) => path.join(uploads, key));
    // Recorded files are old too: age alone never removes a file.
    for (const file of keptFiles) {
      const then = new Date(Date.now() - 2 * orphanGraceMs);
      fs.utimesSync(file, then, then);
    }
    const old = leftover(uploads, "2026/11/crashed-1700000000000.jpg", orphanGraceMs + 60_000);
    const oldVariant = leftover(
      uploads,
      "2026/11/crashed-1700000000000-640.avif",
      orphanGraceMs * 3,
    );
    const fresh = leftover(uploads, "2026/11/in-flight-1800000000000.jpg", 5_000);

    const removed = await sweepOrphanUploads(handle.db, storage);

    expect(removed.sort()).toEqual([
      "2026/11/crashed-1700000000000-640.avif",
      "2026/11/crashed-1700000000000.jpg",
    ]);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(oldVariant)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    for (const file of keptFiles) expect(fs.existsSync(file), file).toBe(true);
  });

  test("a deleted image's files that a crash left behind are swept too", async () => {
    const gone = await storeImage(handle.db, storage, { name: "old.jpg", bytes: await picture() });
    const row = await handle.db
      .selectFrom("media")
      .select(["key", "variants"])
      .where("id", "=", gone.id)
      .executeTakeFirstOrThrow();
    // As if the server died after removing the record and before removing the files.
    await handle.db.deleteFrom("media").where("id", "=", gone.id).execute();
    const later = Date.now() + orphanGraceMs + 1_000;
    const removed = await sweepOrphanUploads(handle.db, storage, { now: later });
    expect(removed).toEqual(expect.arrayContaining(storedFileKeys(row)));
    await expect(deleteMedia(handle.db, storage, gone.id)).rejects.toThrow();
  });

  test("a missing uploads directory is nothing to sweep", async () => {
    expect(
      await sweepOrphanUploads(handle.db, createDiskStorage(path.join(uploads, "absent"))),
    ).toEqual([]);
  });
});
