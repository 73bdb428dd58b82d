/**
 * A path that starts with two slashes (`//evil.example/x`, or `/\evil.example` which browsers read
 * the same way) is another site's address once it is written into a link, and the site builds
 * links from the path it was asked for (language menu, canonical). Such requests, and any path
 * with a run of slashes, are redirected to the same path with single slashes before anything
 * else sees them.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

const repeated = /[/\\]{2,}/g;

/** Answers a 308 to the tidied path and returns true, or returns false for a path that is fine. */
export function redirectRepeatedSlashes(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!pathname.match(repeated) && !pathname.startsWith("/\\")) return false;
  const tidy = pathname.replace(repeated, "/").replace(/^\/\\/, "/");
  res.statusCode = 308;
  res.setHeader("Location", tidy + (queryStart === -1 ? "" : url.slice(queryStart)));
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.end();
  return true;
}
