/**
 * The one Origin check for every request that changes something (any method but GET, HEAD and
 * OPTIONS), in front of every route, so no action can forget it. A browser names the page a request
 * comes from in Origin (or, failing that, Referer); when it names another site, or an opaque origin,
 * the request is refused with 403 and the upload API's `unauthorized` error before anything else
 * runs. A request with neither header comes from a program, not from a page, and a cross-site
 * forgery cannot produce one, so it goes on to its route, which answers it like any other (an
 * upload without a session still gets its 401). See docs/decisions/007-forms-and-origin.md.
 */
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

type HeaderOf = (name: string) => string | undefined;

/** The origin a request says it comes from: Origin, else Referer's origin; `undefined` when neither. */
export function claimedOrigin(header: HeaderOf): string | undefined {
  const origin = header("origin");
  if (origin !== undefined) return origin;
  const referer = header("referer");
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    // A Referer that is not a URL names no site of ours.
    return "null";
  }
}

/** Whether a request that changes something was sent by a page of another site than `site`. */
export function isCrossSiteMutation(method: string, header: HeaderOf, site: string): boolean {
  if (safeMethods.has(method)) return false;
  const claimed = claimedOrigin(header);
  return claimed !== undefined && claimed !== site;
}

/** Express middleware; `siteOrigin` is this site's origin as the request reached it. */
export function sameOriginGuard(siteOrigin: (req: IncomingMessage) => string): RequestHandler {
  return (req, res, next) => {
    const header: HeaderOf = (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (!isCrossSiteMutation(req.method, header, siteOrigin(req))) return next();
    // The permission error of the upload API, which scripts read; for a forged form it is as clear.
    res
      .status(403)
      .set("Cache-Control", "private, no-store")
      .json({ code: "unauthorized", message: "User does not have permission" });
  };
}
