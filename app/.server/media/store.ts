/**
 * Uploaded images: checked by their bytes, re-encoded with sharp (metadata stripped), kept with
 * responsive AVIF and WebP variants in the media storage, recorded in the media table.
 */
import type { Kysely } from "kysely";
import type { Sharp } from "sharp";
import type { Database } from "../db/schema";
import { newId } from "../ids";
import { detectImageFormat, type ImageFormat } from "./image-type";
import { newsShareImage, shareImageSize } from "~/lib/share-image";
import type { MediaStorage } from "./storage";
import { contentTypeOf, originalKey, variantKey } from "./storage-key";
import { log } from "../log";

export const maxUploadBytes = 10 * 1024 * 1024;
export const maxPixels = 40_000_000;
const variantWidths = [480, 960, 1600];

/** The ways storing an image can fail; each carries the HTTP status it is answered with. */
export type UploadErrorCode = "invalid-format" | "too-large" | "invalid-argument";

export class UploadError extends Error {
  override name = "UploadError";
  constructor(
    readonly code: UploadErrorCode,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface StoredImage {
  id: string;
  key: string;
  url: string;
  width: number;
  height: number;
  contentType: string;
  size: number;
  variants: { url: string; width: number; format: "avif" | "webp"; size: number }[];
}

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** The storage key of an upload's share card. */
function shareKey(key: string): string {
  return newsShareImage(mediaUrl(key)).slice("/media/".length);
}

/** The share card: the picture cropped to 1200×630 around what draws the eye, as JPEG. */
function shareCard(input: Sharp): Promise<Buffer> {
  return input
    .clone()
    .rotate()
    .resize({ ...shareImageSize, fit: "cover", position: "attention" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

interface Encoded {
  key: string;
  width: number;
  format: "avif" | "webp";
  bytes: Buffer;
}

export async function storeImage(
  db: Kysely<Database>,
  storage: MediaStorage,
  file: { name: string; bytes: Uint8Array },
  now = new Date(),
): Promise<StoredImage> {
  if (file.bytes.length === 0) throw new UploadError("invalid-argument", "The file is empty.", 400);
  if (file.bytes.length > maxUploadBytes) {
    throw new UploadError("too-large", "The image is larger than 10 MB.", 413);
  }
  const format = detectImageFormat(file.bytes);
  if (!format) {
    throw new UploadError(
      "invalid-format",
      "The file is not a JPEG, PNG, WebP, AVIF or GIF image.",
      415,
    );
  }

  const { input, width, height } = await open(file.bytes, format);
  const key = originalKey(file.name, format, now);
  let original: Buffer;
  let share: Buffer;
  const variants: Encoded[] = [];
  try {
    // Re-encoding keeps only the pixels: EXIF, XMP, comments and trailing bytes are gone.
    original = await reencode(input.clone().rotate(), format);
    share = await shareCard(input);
    for (const target of variantWidths.filter((w) => w < width)) {
      const resized = () => input.clone().rotate().resize({ width: target });
      variants.push(
        {
          key: variantKey(key, target, "avif"),
          width: target,
          format: "avif",
          bytes: await resized().avif({ quality: 55, effort: 2 }).toBuffer(),
        },
        {
          key: variantKey(key, target, "webp"),
          width: target,
          format: "webp",
          bytes: await resized().webp({ quality: 78 }).toBuffer(),
        },
      );
    }
  } catch {
    throw new UploadError("invalid-format", "The image could not be read.", 415);
  }

  const written: string[] = [];
  try {
    for (const item of [
      { key, bytes: original },
      { key: shareKey(key), bytes: share },
      ...variants,
    ]) {
      await storage.put(item.key, item.bytes);
      written.push(item.key);
    }
    const id = newId();
    await db
      .insertInto("media")
      .values({
        id,
        key,
        // Only the last part of a path, as browsers send it; control characters removed.
        name: (file.name.split(/[\\/]/).pop() ?? "").replace(/\p{Cc}/gu, "").slice(0, 200),
        content_type: contentTypeOf(key),
        size: original.length,
        width,
        height,
        variants: JSON.stringify(
          variants.map((v) => ({
            key: v.key,
            width: v.width,
            format: v.format,
            size: v.bytes.length,
          })),
        ),
        created_at: now.toISOString(),
      })
      .execute();
    return {
      id,
      key,
      url: mediaUrl(key),
      width,
      height,
      contentType: contentTypeOf(key),
      size: original.length,
      variants: variants.map((v) => ({
        url: mediaUrl(v.key),
        width: v.width,
        format: v.format,
        size: v.bytes.length,
      })),
    };
  } catch (error) {
    // Never leave files without a record.
    await storage.remove(written);
    throw error;
  }
}

async function open(bytes: Uint8Array, format: ImageFormat) {
  const animated = format === "gif" || format === "webp";
  // Loaded on the first upload: image processing is for staff, and public pages never need it.
  const { default: sharp } = await import("sharp");
  try {
    const input = sharp(bytes, { limitInputPixels: maxPixels, failOn: "error", animated });
    const metadata = await input.metadata();
    const width = metadata.width ?? 0;
    const height = metadata.pageHeight ?? metadata.height ?? 0;
    if (!width || !height) throw new Error("no size");
    return { input, width, height };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) {
      throw new UploadError("too-large", "The image has more than 40 megapixels.", 413);
    }
    throw new UploadError(
      "invalid-format",
      "The image is damaged or not what it claims to be.",
      415,
    );
  }
}

async function reencode(image: Sharp, format: ImageFormat): Promise<Buffer> {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 9 }).toBuffer();
    case "gif":
      return image.gif().toBuffer();
    case "webp":
      return image.webp({ quality: 85 }).toBuffer();
    case "avif":
      return image.avif({ quality: 60, effort: 2 }).toBuffer();
  }
}

/** Every file stored for an image: the original, its share card and its sizes. */
export function storedFileKeys(record: { key: string; variants: string }): string[] {
  const variants = JSON.parse(record.variants) as { key: string }[];
  return [record.key, shareKey(record.key), ...variants.map((v) => v.key)];
}

/**
 * Makes the share card of every upload that lacks one (images stored before cards were made).
 * Returns how many it made; an image that cannot be read is left as it is.
 */
export async function ensureShareCards(
  db: Kysely<Database>,
  storage: MediaStorage,
): Promise<number> {
  const records = await db.selectFrom("media").select("key").execute();
  if (records.length === 0) return 0;
  // One listing rather than a look-up per image: a bucket answers a list of a thousand at once.
  const present = new Set<string>();
  for await (const { key } of storage.list()) present.add(key);
  const { default: sharp } = await import("sharp");
  let made = 0;
  for (const { key } of records) {
    if (present.has(shareKey(key))) continue;
    try {
      const bytes = await storage.read(key);
      if (!bytes) throw new Error("the image's file is missing");
      await storage.put(
        shareKey(key),
        await shareCard(sharp(bytes, { limitInputPixels: maxPixels })),
      );
      made++;
    } catch (error) {
      log.error({ err: error, key }, "making a share card failed");
    }
  }
  return made;
}
