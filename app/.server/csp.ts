/**
 * The Content-Security-Policy of an HTML document, computed from the document itself: every inline
 * script is allowed by its SHA-256 hash and nothing else inline may run. Hashes, unlike a per-request
 * nonce, stay valid when one rendering is cached and served to many visitors.
 */
import { createHash } from "node:crypto";

export interface CspOptions {
  /** Development loosens the policy just enough for Vite's live reload. */
  development: boolean;
  https: boolean;
}

const inlineScript = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for the inline scripts of a document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body = ""] of html.matchAll(inlineScript)) {
    if (body === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: string[], options: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Scripts from the site itself (the hashed build output) and exactly the inline scripts hashed.
    "script-src": ["'self'", ...scriptHashes],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": ["'self'", ...(options.development ? ["ws:", "wss:"] : [])],
    // The office map, loaded only when the visitor asks for it.
    "frame-src": ["'self'", "https://www.openstreetmap.org"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
