/**
 * Baseline security headers for every response. HTML documents get their Content-Security-Policy
 * from the renderer, which knows their inline scripts (app/.server/csp.ts).
 */
import type { ServerResponse } from "node:http";

export function setSecurityHeaders(res: ServerResponse, https: boolean): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
