/** The contract every media storage keeps, run against each kind. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDiskStorage } from "~/.server/media/disk-storage";
import { createS3Storage } from "~/.server/media/s3-storage";
import { InvalidKeyError, type MediaStorage } from "~/.server/media/storage";
import { startS3Server } from "./s3-server";

interface StorageUnderTest {
  storage: MediaStorage;
  stop: () => Promise<void>;
}

const kinds: Record<string, () => Promise<StorageUnderTest>> = {
  disk: async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-contract-"));
    return {
      storage: createDiskStorage(dir),
      stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const server = await startS3Server();
    return { storage: createS3Storage(await server.newBucket()), stop: server.stop };
  },
};

async function keysOf(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  return keys.sort();
}

describe.each(Object.keys(kinds))("%s media storage", (kind) => {
  let subject: StorageUnderTest;
  let storage: MediaStorage;
  beforeAll(async () => {
    subject = await kinds[kind]!();
    storage = subject.storage;
  });
  afterAll(() => subject.stop());

  test("an empty store lists nothing and has no object under any key", async () => {
    expect(await keysOf(storage)).toEqual([]);
    expect(await storage.read("news/1_missing.jpg")).toBeUndefined();
    expect(await storage.stat("news/1_missing.jpg")).toBeUndefined();
    expect(await storage.stream("news/1_missing.jpg")).toBeUndefined();
    await storage.remove(["news/1_missing.jpg"]);
  });

  test("put, read, stat, stream, list and remove", async () => {
    const before = Date.now();
    await storage.put("news/1_board.jpg", new TextEncoder().encode("jpeg bytes"));
    await storage.put("news/1_board-480w.webp", new TextEncoder().encode("webp"));
    await storage.put("2026/11/leftover.avif", new TextEncoder().encode("avif"));

    expect((await storage.read("news/1_board.jpg"))?.toString()).toBe("jpeg bytes");
    const info = await storage.stat("news/1_board.jpg");
    expect(info?.size).toBe(10);
    expect(info?.etag).toMatch(/^(W\/)?"[^"]+"$/);
    // Stores keep times to the second; allow for that and a little clock skew.
    expect(info!.modified.getTime()).toBeGreaterThan(before - 5_000);
    expect(info!.modified.getTime()).toBeLessThan(Date.now() + 5_000);
    expect(await text((await storage.stream("news/1_board.jpg"))!)).toBe("jpeg bytes");
    expect(await text((await storage.stream("news/1_board.jpg", { start: 2, end: 5 }))!)).toBe(
      "eg b",
    );

    const listed: { key: string; modified: Date }[] = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.map((o) => o.key).sort()).toEqual([
      "2026/11/leftover.avif",
      "news/1_board-480w.webp",
      "news/1_board.jpg",
    ]);
    for (const object of listed) expect(object.modified).toBeInstanceOf(Date);

    await storage.remove(["news/1_board.jpg", "news/1_board-480w.webp", "news/1_never.jpg"]);
    expect(await keysOf(storage)).toEqual(["2026/11/leftover.avif"]);
    expect(await storage.read("news/1_board.jpg")).toBeUndefined();
    await storage.remove(["2026/11/leftover.avif"]);
    expect(await keysOf(storage)).toEqual([]);
  });

  test("an object is never replaced", async () => {
    await storage.put("news/2_once.png", new TextEncoder().encode("first"));
    await expect(
      storage.put("news/2_once.png", new TextEncoder().encode("second")),
    ).rejects.toThrow();
    expect((await storage.read("news/2_once.png"))?.toString()).toBe("first");
    await storage.remove(["news/2_once.png"]);
  });

  test("keys outside the storage-key rules are refused before anything is touched", async () => {
    for (const key of ["../site.db", "news/../../site.db", "/etc/passwd", ".env", "news/a b.jpg"]) {
      await expect(storage.put(key, new Uint8Array([1])), key).rejects.toBeInstanceOf(
        InvalidKeyError,
      );
      await expect(storage.read(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.stream(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.remove([key]), key).rejects.toBeInstanceOf(InvalidKeyError);
    }
    expect(await keysOf(storage)).toEqual([]);
  });
});
