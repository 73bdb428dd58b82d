/**
 * Serves the build's precompressed twins (`file.br`, `file.gz`, written at build time) to browsers
 * that accept them: brotli first, then gzip, with the original's Content-Type and caching. Anything
 * without a twin (images, fonts, small files) falls through to the plain static handler.
 */
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const encodings = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/** Paths (relative to `dir`, with a leading slash) that have each kind of twin. */
function twins(dir: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>(encodings.map((e) => [e.extension, new Set()]));
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    for (const { extension } of encodings)
      if (entry.endsWith(extension))
        found
          .get(extension)!
          .add(`/${entry.slice(0, -extension.length).split(path.sep).join("/")}`);
  }
  return found;
}

/** Whether Accept-Encoding allows `name` (present, and not with q=0). */
function accepts(header: string | undefined, name: string): boolean {
  return (header ?? "").split(",").some((part) => {
    const [token = "", ...params] = part.trim().split(";");
    if (token.trim().toLowerCase() !== name) return false;
    return !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}

export function precompressed(
  dir: string,
  cache: { maxAge: string | number; immutable: boolean },
): RequestHandler {
  const available = twins(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const withTwin = encodings.filter((e) => available.get(e.extension)!.has(pathname));
    if (withTwin.length === 0) return next();
    // The same URL answers differently by Accept-Encoding, also when it falls through uncompressed.
    res.vary("Accept-Encoding");
    const encoding = withTwin.find((e) => accepts(req.headers["accept-encoding"], e.name));
    if (!encoding) return next();
    res.type(path.extname(pathname));
    res.set("Content-Encoding", encoding.name);
    res.sendFile(`${pathname}${encoding.extension}`, { root: dir, ...cache }, (error) => {
      if (error) next(error);
    });
  };
}
