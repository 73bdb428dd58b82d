import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ensureShareCards, storeImage, UploadError } from "~/.server/media/store";
import { newsShareImage } from "~/lib/share-image";
import { createDiskStorage } from "~/.server/media/disk-storage";
import type { MediaStorage } from "~/.server/media/storage";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

async function photo(
  format: "jpeg" | "png" | "webp" | "avif" | "gif",
  width = 2000,
  height = 1200,
) {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 0, g: 81, b: 0 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#cc9933"/></svg>`,
      ),
    },
  ]);
  return new Uint8Array(
    await base
      .toFormat(format)
      .withMetadata({ exif: { IFD0: { Artist: "Secret Person" } } })
      .toBuffer(),
  );
}

async function rejection(promise: Promise<unknown>): Promise<UploadError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

describe.each(testEngines)("image uploads on %s", (engine) => {
  let handle: TestDatabase;
  let uploads: string;
  let storage: MediaStorage;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
    storage = createDiskStorage(uploads);
  });
  afterAll(async () => {
    await handle.cleanup();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  test.each(["jpeg", "png", "webp", "avif", "gif"] as const)(
    "a %s image is re-encoded without metadata and gets AVIF and WebP variants",
    async (format) => {
      const stored = await storeImage(handle.db, storage, {
        name: `Board photo.${format}`,
        bytes: await photo(format),
      });
      expect(stored.key).toMatch(/^news\/\d+_board-photo\.(jpg|png|webp|avif|gif)$/);
      expect(stored).toMatchObject({ width: 2000, height: 1200 });
      const saved = fs.readFileSync(path.join(uploads, stored.key));
      expect((await sharp(saved).metadata()).exif).toBeUndefined();
      expect(saved.includes(Buffer.from("Secret Person"))).toBe(false);
      expect(stored.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
        "480.avif",
        "480.webp",
        "960.avif",
        "960.webp",
        "1600.avif",
        "1600.webp",
      ]);
      expect(fs.existsSync(path.join(uploads, newsShareImage(stored.url).slice(7)))).toBe(true);
      for (const variant of stored.variants) {
        expect(fs.existsSync(path.join(uploads, variant.url.slice("/media/".length)))).toBe(true);
      }
      const record = await handle.db
        .selectFrom("media")
        .selectAll()
        .where("key", "=", stored.key)
        .executeTakeFirst();
      expect(record?.width).toBe(2000);
    },
  );

  test("bytes that are not an image are refused whatever the file is called", async () => {
    const error = await rejection(
      storeImage(handle.db, storage, {
        name: "photo.jpg",
        bytes: new TextEncoder().encode("MZ\x90\x00 this is an executable, not a photo"),
      }),
    );
    expect(error).toMatchObject({ code: "invalid-format", status: 415 });
  });

  test("SVG is refused, script or not", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const error = await rejection(
      storeImage(handle.db, storage, { name: "logo.svg", bytes: new TextEncoder().encode(svg) }),
    );
    expect(error.code).toBe("invalid-format");
  });

  test("HTML appended to a real image does not survive re-encoding", async () => {
    const bytes = Buffer.concat([
      await photo("png", 800, 600),
      Buffer.from("<script>alert(1)</script><html>"),
    ]);
    const stored = await storeImage(handle.db, storage, { name: "polyglot.png", bytes });
    const saved = fs.readFileSync(path.join(uploads, stored.key));
    expect(saved.includes(Buffer.from("<script>"))).toBe(false);
  });

  test("an image with a valid header but broken data is refused", async () => {
    const good = await photo("jpeg", 800, 600);
    const broken = good.slice(0, 400);
    const error = await rejection(
      storeImage(handle.db, storage, { name: "cut.jpg", bytes: broken }),
    );
    expect(error.code).toBe("invalid-format");
  });

  test("files over 10 MB and images over 40 megapixels are too large (413)", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await photo("png", 100, 100));
    expect(
      await rejection(storeImage(handle.db, storage, { name: "big.png", bytes: big })),
    ).toMatchObject({
      code: "too-large",
      status: 413,
    });
    const huge = new Uint8Array(
      await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#005100" } })
        .png()
        .toBuffer(),
    );
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    expect(
      await rejection(storeImage(handle.db, storage, { name: "huge.png", bytes: huge })),
    ).toMatchObject({
      code: "too-large",
      status: 413,
    });
  });

  test("an empty file is refused", async () => {
    const error = await rejection(
      storeImage(handle.db, storage, { name: "empty.png", bytes: new Uint8Array() }),
    );
    expect(error).toMatchObject({ code: "invalid-argument", status: 400 });
  });

  test("a path-traversal file name stays inside the store", async () => {
    const stored = await storeImage(handle.db, storage, {
      name: "../../../../etc/cron.d/evil.png",
      bytes: await photo("png", 600, 400),
    });
    expect(stored.key).toMatch(/^news\/\d+_evil\.png$/);
    expect(fs.existsSync(path.join(uploads, stored.key))).toBe(true);
  });

  test("every image gets a 1200×630 JPEG share card; one missing is made again at start-up", async () => {
    const stored = await storeImage(handle.db, storage, {
      name: "tall.png",
      bytes: await photo("png", 900, 1400),
    });
    const card = path.join(uploads, newsShareImage(stored.url).slice("/media/".length));
    expect(await sharp(card).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });
    fs.rmSync(card);
    expect(await ensureShareCards(handle.db, storage)).toBe(1);
    expect((await sharp(card).metadata()).width).toBe(1200);
    expect(await ensureShareCards(handle.db, storage)).toBe(0);
  });
});
