import { expect, test } from "vitest";
import {
  contentTypeOf,
  isStorageKey,
  originalKey,
  sanitiseFileName,
  variantKey,
} from "./storage-key";

test("file names lose directories, dots and anything outside a-z0-9", () => {
  expect(sanitiseFileName("../../etc/passwd")).toBe("passwd");
  expect(sanitiseFileName("C:\\Users\\x\\Photo Été 2026.JPG")).toBe("photo-ete-2026");
  expect(sanitiseFileName("..")).toBe("image");
  expect(sanitiseFileName("<script>.png")).toBe("script");
});

test("keys follow news/{timestamp}_{name} with the extension of the detected format", () => {
  const key = originalKey("Board Meeting.PNG.exe", "jpeg", new Date(1_700_000_000_000));
  expect(key).toBe("news/1700000000000_board-meeting-png.jpg");
  expect(variantKey(key, 960, "avif")).toBe("news/1700000000000_board-meeting-png-960w.avif");
});

test("a storage key is relative, /-separated, without dot segments or hidden files", () => {
  for (const key of ["news/1700000000000_board.jpg", "news/1_x-480w.webp", "2026/11/a.b.avif"])
    expect(isStorageKey(key), key).toBe(true);
  for (const key of [
    "",
    "/news/a.jpg",
    "news//a.jpg",
    "news/",
    "../site.db",
    "news/../../site.db",
    "news/.hidden",
    ".env",
    "news\\a.jpg",
    "news/a b.jpg",
    "news/a%2e.jpg",
    "news/é.jpg",
    `news/${"a".repeat(520)}.jpg`,
  ])
    expect(isStorageKey(key), key).toBe(false);
});

test("keys are served with the media type of their extension", () => {
  expect(contentTypeOf("news/1_a.jpg")).toBe("image/jpeg");
  expect(contentTypeOf("news/1_a-480w.avif")).toBe("image/avif");
  expect(contentTypeOf("news/1_a-480w.webp")).toBe("image/webp");
  expect(contentTypeOf("news/1_a.png")).toBe("image/png");
  expect(contentTypeOf("news/1_a.gif")).toBe("image/gif");
  expect(contentTypeOf("news/1_a.html")).toBe("application/octet-stream");
});
