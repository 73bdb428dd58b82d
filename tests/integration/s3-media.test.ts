/**
 * Uploads kept in an S3 bucket (a local s3rver): an upload's files land in the bucket before its
 * record, are read back from it, leave it when the image is deleted, and crash leftovers in the
 * bucket are swept as on disk.
 */
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { S3Settings } from "~/.server/env";
import { deleteMedia } from "~/.server/media/library";
import { createS3Storage } from "~/.server/media/s3-storage";
import type { MediaStorage } from "~/.server/media/storage";
import { ensureShareCards, storedFileKeys, storeImage } from "~/.server/media/store";
import { orphanGraceMs, sweepOrphanUploads } from "~/.server/media/sweep";
import { startS3Server, type S3TestServer } from "./s3-server";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

async function picture(width = 1800, height = 1000): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#005100" } })
      .jpeg()
      .toBuffer(),
  );
}

async function keysOf(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  return keys.sort();
}

describe.each(testEngines)("media in an S3 bucket, records on %s", (engine) => {
  let handle: TestDatabase;
  let server: S3TestServer;
  let settings: S3Settings;
  let storage: MediaStorage;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    server = await startS3Server();
    settings = await server.newBucket();
    storage = createS3Storage(settings);
  });
  afterAll(async () => {
    await handle.cleanup();
    await server.stop();
  });

  async function recordOf(id: string) {
    return handle.db
      .selectFrom("media")
      .select(["key", "variants"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  test("an upload's original, share card and sizes are objects in the bucket, with their types", async () => {
    const stored = await storeImage(handle.db, storage, {
      name: "Board meeting.jpg",
      bytes: await picture(),
    });
    const keys = storedFileKeys(await recordOf(stored.id));
    expect(keys).toHaveLength(8);
    expect(await keysOf(storage)).toEqual([...keys].sort());

    const original = await storage.read(stored.key);
    expect(await sharp(original).metadata()).toMatchObject({
      format: "jpeg",
      width: 1800,
      height: 1000,
    });
    const widest = stored.variants.at(-1)!;
    const bytes = await storage.read(widest.url.slice("/media/".length));
    expect((await sharp(bytes).metadata()).format).toBe(widest.format === "avif" ? "heif" : "webp");

    // The bucket serves objects with the headers /media would send, for a CDN in front of it.
    const client = new S3Client(settings);
    try {
      const head = await client.send(
        new HeadObjectCommand({
          Bucket: settings.bucket,
          Key: `${stored.key.slice(0, -4)}-960w.avif`,
        }),
      );
      expect(head.ContentType).toBe("image/avif");
      expect(head.CacheControl).toBe("public, max-age=31536000, immutable");
    } finally {
      client.destroy();
    }

    await storage.remove([`${stored.key.slice(0, -4)}-share.jpg`]);
    expect(await ensureShareCards(handle.db, storage)).toBe(1);
    const card = await storage.read(`${stored.key.slice(0, -4)}-share.jpg`);
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(await ensureShareCards(handle.db, storage)).toBe(0);

    await deleteMedia(handle.db, storage, stored.id);
    expect(await keysOf(storage)).toEqual([]);
  });

  test("an upload that cannot be recorded leaves nothing in the bucket", async () => {
    const before = await keysOf(storage);
    // A database that fails the moment the record is written, after every file is stored.
    const broken = new Proxy(handle.db, {
      get: (target, property) =>
        property === "insertInto"
          ? () => {
              throw new Error("database down");
            }
          : Reflect.get(target, property),
    });
    await expect(
      storeImage(broken, storage, { name: "x.jpg", bytes: await picture(900, 600) }),
    ).rejects.toThrow("database down");
    expect(await keysOf(storage)).toEqual(before);
  });

  test("the sweep removes unrecorded objects past the grace period and spares the rest", async () => {
    const kept = await storeImage(handle.db, storage, { name: "kept.jpg", bytes: await picture() });
    const keptKeys = storedFileKeys(await recordOf(kept.id));
    // As a crash leaves them: files of an upload never recorded, and of a deleted record.
    await storage.put("news/1700000000000_crashed.jpg", new Uint8Array([1, 2, 3]));
    await storage.put("news/1700000000000_crashed-480w.avif", new Uint8Array([4]));
    const gone = await storeImage(handle.db, storage, { name: "gone.jpg", bytes: await picture() });
    const goneKeys = storedFileKeys(await recordOf(gone.id));
    await handle.db.deleteFrom("media").where("id", "=", gone.id).execute();

    // Everything is minutes old at most: an upload in progress looks just like this.
    expect(await sweepOrphanUploads(handle.db, storage)).toEqual([]);
    expect(await keysOf(storage)).toHaveLength(keptKeys.length + 2 + goneKeys.length);

    const later = Date.now() + orphanGraceMs + 1_000;
    const removed = await sweepOrphanUploads(handle.db, storage, { now: later });
    expect(removed.sort()).toEqual(
      [
        ...goneKeys,
        "news/1700000000000_crashed.jpg",
        "news/1700000000000_crashed-480w.avif",
      ].sort(),
    );
    expect(await keysOf(storage)).toEqual([...keptKeys].sort());
  });
});
