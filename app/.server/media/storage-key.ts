/** Storage keys for uploads: `news/{timestamp}_{sanitised filename}`, never a path outside the store. */
import { slugify } from "~/lib/slugify";
import type { ImageFormat } from "./image-type";

const extensions: Record<ImageFormat, string> = {
  jpeg: "jpg",
  png: "png",
  gif: "gif",
  webp: "webp",
  avif: "avif",
};

/** A safe base name from whatever the browser sent: no directories, no dots, ASCII only. */
export function sanitiseFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  return slugify(last.replace(/\.[^.]*$/, ""), 60, "image");
}

export function originalKey(fileName: string, format: ImageFormat, now = new Date()): string {
  return `news/${now.getTime()}_${sanitiseFileName(fileName)}.${extensions[format]}`;
}

export function variantKey(original: string, width: number, format: "avif" | "webp"): string {
  return `${original.replace(/\.[a-z]+$/, "")}-${width}w.${format}`;
}
