/**
 * Storage keys for uploads: `news/{timestamp}_{sanitised filename}`, never a path outside the
 * store. Every store checks a key with `isStorageKey` before using it.
 */
import { slugify } from "~/lib/slugify";
import type { ImageFormat } from "./image-type";

const formats: Record<ImageFormat, { extension: string; contentType: string }> = {
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
  png: { extension: "png", contentType: "image/png" },
  gif: { extension: "gif", contentType: "image/gif" },
  webp: { extension: "webp", contentType: "image/webp" },
  avif: { extension: "avif", contentType: "image/avif" },
};

/** A safe base name from whatever the browser sent: no directories, no dots, ASCII only. */
export function sanitiseFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  return slugify(last.replace(/\.[^.]*$/, ""), 60, "image");
}

export function originalKey(fileName: string, format: ImageFormat, now = new Date()): string {
  return `news/${now.getTime()}_${sanitiseFileName(fileName)}.${formats[format].extension}`;
}

export function variantKey(original: string, width: number, format: "avif" | "webp"): string {
  return `${original.replace(/\.[a-z]+$/, "")}-${width}w.${format}`;
}

// Segments of ASCII letters, digits, `_`, `-` and `.`, none starting with a dot: no `..`, no
// hidden files, no empty segment, nothing a file system or URL would read differently.
const keyPattern = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;

/** Whether `key` is one the stores accept: relative, `/`-separated, at most 512 characters. */
export function isStorageKey(key: string): boolean {
  return key.length <= 512 && keyPattern.test(key);
}

/** The media type a key is served with, from its extension. */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  const format = Object.values(formats).find((f) => f.extension === extension);
  return format?.contentType ?? "application/octet-stream";
}
