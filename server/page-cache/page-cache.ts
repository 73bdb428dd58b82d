/**
 * The page cache: anonymous GET and HEAD requests for shared pages (routes that declare it in their
 * `handle`) are rendered once per URL and content version, kept compressed in memory (least recently
 * used first out, bounded in bytes) and answered from there with a strong ETag; a matching
 * If-None-Match gets 304 without rendering. Signed-in staff, other methods and every other route
 * pass through to React Router untouched.
 *
 * Hits are answered by `serveHit` on the bare Node request, before the web framework sees it;
 * misses go through `middleware`, which renders once for all concurrent requests and fills the
 * cache.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { ByteLru } from "./byte-lru";
import {
  bodyFor,
  cachedPage,
  etagFor,
  matchesEtag,
  type CachedPage,
  type Encoding,
} from "./cached-page";
import { sharedPagePolicy, type SharedPagePolicy } from "./route-policy";
import { watchVersion, type VersionWatch } from "./version-watch";
import { log } from "~/.server/log";

/** Shared caches (a CDN) may keep a page briefly and serve it stale while they fetch a fresh one. */
export const sharedCacheControl = "public, max-age=0, s-maxage=30, stale-while-revalidate=300";

export interface PageCacheOptions {
  build: () => Promise<ServerBuild>;
  mode: string;
  /** The load context of a render whose result every visitor will share. */
  loadContext: (req: IncomingMessage) => RouterContextProvider;
  /** The site's origin for a request: part of the key, since absolute links depend on it. */
  origin: (req: IncomingMessage) => string;
  readVersion: () => Promise<string>;
  maxBytes: number;
  /** True when the request carries a staff session: such visitors never share a page. */
  hasSession: (req: IncomingMessage) => boolean;
}

export interface PageCache {
  /** Answers the request from the cache and returns true, or returns false and leaves it alone. */
  serveHit(req: IncomingMessage, res: ServerResponse): boolean;
  /** Express-style middleware that renders and fills on a miss. */
  middleware(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void;
  watch: VersionWatch;
  stats(): { entries: number; bytes: number };
  close(): void;
}

/** Headers of a rendered page that belong to the page itself, and so are kept with it. */
const keptHeaders = new Set([
  "content-type",
  "content-security-policy",
  "content-language",
  "link",
]);

/** What a shared route may answer with: its page, or a document for machines (a feed, the sitemap). */
const sharedTypes = ["text/html", "application/rss+xml", "application/xml"];

/** A render that cannot be shared (an error, a redirect, a page that opted out), sent as it is. */
interface Unshared {
  status: number;
  headers: Headers;
  body: Buffer;
}

type Rendered = { page: CachedPage } | { unshared: Unshared };

export function createPageCache(options: PageCacheOptions): PageCache {
  const lru = new ByteLru<CachedPage>(options.maxBytes);
  const watch = watchVersion(options.readVersion, () => lru.clear());
  const handler = createRequestHandler(options.build, options.mode);
  const rendering = new Map<string, Promise<Rendered>>();
  let policy: SharedPagePolicy | undefined;
  const policyLoaded = options.build().then(
    (build) => void (policy = sharedPagePolicy(build.routes)),
    (error: unknown) => log.error({ err: error }, "page cache: the app could not be loaded"),
  );

  /** The cache key of a request for a shared page, or undefined when it cannot be shared. */
  function keyOf(
    req: IncomingMessage,
  ): { key: string; fullKey: string; version: string } | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const version = watch.current;
    if (version === undefined || !policy || options.hasSession(req)) return undefined;
    const url = req.url ?? "/";
    // Dot segments and doubled slashes are left to the router, which normalises them.
    if (url.includes("/.") || url.includes("//")) return undefined;
    const query = url.indexOf("?");
    const key = policy.keyFor(
      query < 0 ? url : url.slice(0, query),
      query < 0 ? "" : url.slice(query + 1),
    );
    if (key === undefined) return undefined;
    return { key, fullKey: `${version} ${options.origin(req)}${key}`, version };
  }

  async function render(req: IncomingMessage, key: string, version: string): Promise<Rendered> {
    const origin = options.origin(req);
    // Only what every visitor sends: no cookies, so nothing personal can reach the render.
    const request = new Request(origin + key, { headers: { accept: "text/html" } });
    const response = await handler(request, options.loadContext(req));
    const cacheable =
      response.status === 200 &&
      !response.headers.has("cache-control") &&
      !response.headers.has("set-cookie") &&
      sharedTypes.some((type) => (response.headers.get("content-type") ?? "").startsWith(type));
    const body = Buffer.from(await response.arrayBuffer());
    if (!cacheable) {
      const headers = new Headers(response.headers);
      if (!headers.has("cache-control")) headers.set("Cache-Control", "private, no-store");
      return { unshared: { status: response.status, headers, body } };
    }
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (keptHeaders.has(name)) headers.push([name, value]);
    });
    const page = await cachedPage(body, headers);
    // A render that overlapped a content change must not be kept under the newer version.
    if (watch.current === version) lru.set(`${version} ${origin}${key}`, page);
    return { page };
  }

  return {
    serveHit(req, res) {
      const found = keyOf(req);
      const hit = found && lru.get(found.fullKey);
      if (!hit) return false;
      send(req, res, hit, "hit");
      return true;
    },
    middleware(req, res, next) {
      // Just started: the app's routes or the first content version are still being read. The
      // request waits for them (milliseconds) rather than bypass the cache; if they cannot be
      // read, it goes to the router uncached.
      if (!policy || watch.current === undefined) {
        void Promise.all([policyLoaded, watch.refresh()]).then(() => fill(req, res, next));
        return;
      }
      fill(req, res, next);
    },
    watch,
    stats: () => ({ entries: lru.size, bytes: lru.bytes }),
    close: () => watch.stop(),
  };

  function fill(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
    const found = keyOf(req);
    if (!found) return next();
    const hit = lru.get(found.fullKey);
    if (hit) return send(req, res, hit, "hit");
    let pending = rendering.get(found.fullKey);
    if (!pending) {
      pending = render(req, found.key, found.version).finally(() =>
        rendering.delete(found.fullKey),
      );
      rendering.set(found.fullKey, pending);
    }
    pending.then(
      (rendered) =>
        "page" in rendered
          ? send(req, res, rendered.page, "miss")
          : sendUnshared(req, res, rendered.unshared),
      next,
    );
  }
}

/** The best encoding the client takes: brotli, then gzip (a `;q=0` refuses one). */
function encodingFor(req: IncomingMessage): Encoding {
  const header = req.headers["accept-encoding"];
  if (!header) return "identity";
  let gzip = false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzip = true;
  }
  return gzip ? "gzip" : "identity";
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: "hit" | "miss") {
  const encoding = encodingFor(req);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Cache-Control", sharedCacheControl);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", etagFor(page, encoding));
  res.setHeader("X-Page-Cache", state);
  if (matchesEtag(page, req.headers["if-none-match"])) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const body = bodyFor(page, encoding);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Sent as rendered (gzip-compressed when the client takes it: this runs before the compression middleware). */
function sendUnshared(req: IncomingMessage, res: ServerResponse, unshared: Unshared) {
  res.statusCode = unshared.status;
  unshared.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
  });
  const cookies = unshared.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  let body = unshared.body;
  if (body.length > 1024 && encodingFor(req) !== "identity") {
    body = zlib.gzipSync(body);
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Vary", "Accept-Encoding");
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
