/**
 * GET and HEAD /media/{key}: uploaded images from the media storage (a directory or a bucket),
 * answered as express.static answered them from DATA_DIR/uploads: a year-long immutable cache
 * (keys carry a timestamp and never change), ETag and Last-Modified with 304 for a matching
 * conditional request, single byte ranges. With a public base (S3_PUBLIC_URL: a CDN or the
 * bucket's own address) every request is redirected there and the storage is not read at all.
 */
import { STATUS_CODES } from "node:http";
import { pipeline } from "node:stream/promises";
import type { Request, RequestHandler, Response } from "express";
import type { ByteRange, MediaStorage, ObjectInfo } from "~/.server/media/storage";
import { contentTypeOf, isStorageKey } from "~/.server/media/storage-key";

const forever = "public, max-age=31536000, immutable";

/** A redirect is kept a day, so a new public base is followed within one. */
const redirectCache = "public, max-age=86400";

/** Headers describing the object, taken back when it turns out to be gone. */
const objectHeaders = [
  "Accept-Ranges",
  "Cache-Control",
  "Content-Security-Policy",
  "Content-Type",
  "ETag",
  "Last-Modified",
  "Content-Range",
  "Content-Length",
];

/** An HTTP status for the site's last-resort error handler to answer with. */
class HttpStatus extends Error {
  constructor(readonly status: number) {
    super(STATUS_CODES[status]);
  }
}

/** The storage key a path below /media names, or the status that refuses it. */
function keyOf(url: string): string | number {
  let key: string;
  try {
    key = decodeURIComponent(url.split("?")[0]!.replace(/^\//, ""));
  } catch {
    return 400;
  }
  if (key.includes("\0")) return 400;
  // Dot segments and hidden files are refused outright, never looked up.
  if (key.split(/[/\\]/).some((segment) => segment.startsWith("."))) return 403;
  return isStorageKey(key) ? key : 404;
}

/** The one byte range asked for, "unsatisfiable", or undefined for the whole object. */
function rangeOf(req: Request, info: ObjectInfo): ByteRange | "unsatisfiable" | undefined {
  if (!req.headers.range || info.size === 0) return undefined;
  const ifRange = req.get("If-Range");
  if (ifRange) {
    // A range applies only to the version the client already holds part of.
    const same = ifRange.includes('"')
      ? ifRange.includes(info.etag)
      : info.modified.getTime() <= Date.parse(ifRange);
    if (!same) return undefined;
  }
  const ranges = req.range(info.size, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  // A malformed header or several ranges: the whole object, as express.static did.
  if (ranges === -2 || !ranges || ranges.length !== 1) return undefined;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

function describe(res: Response, key: string, info: ObjectInfo) {
  res.set({
    "Accept-Ranges": "bytes",
    "Cache-Control": forever,
    "Content-Security-Policy": "default-src 'none'",
    "Content-Type": contentTypeOf(key),
    ETag: info.etag,
    "Last-Modified": info.modified.toUTCString(),
  });
}

export function mediaFiles(storage: MediaStorage, publicUrl?: string): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set({ Allow: "GET, HEAD", "Content-Length": "0" }).end();
      return;
    }
    const key = keyOf(req.url);
    if (typeof key === "number") return next(new HttpStatus(key));
    if (publicUrl) {
      res.set("Cache-Control", redirectCache).redirect(302, `${publicUrl}/${key}`);
      return;
    }
    try {
      const info = await storage.stat(key);
      if (!info) return next(new HttpStatus(404));
      describe(res, key, info);
      if (req.fresh) {
        res.removeHeader("Content-Type");
        res.status(304).end();
        return;
      }
      const range = rangeOf(req, info);
      if (range === "unsatisfiable") {
        res.set("Content-Range", `bytes */${info.size}`);
        return next(new HttpStatus(416));
      }
      if (range)
        res.status(206).set("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`);
      res.set("Content-Length", String(range ? range.end - range.start + 1 : info.size));
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      const body = await storage.stream(key, range);
      if (!body) {
        // Deleted since it was looked at: a plain 404, which no cache may keep for a year.
        for (const name of objectHeaders) res.removeHeader(name);
        return next(new HttpStatus(404));
      }
      await pipeline(body, res);
    } catch (error) {
      // A visitor who leaves in the middle of an image is no error of ours.
      if (res.destroyed && (error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE")
        return;
      next(error);
    }
  };
}
