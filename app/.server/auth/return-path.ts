/**
 * Where a sign-in may send the browser afterwards: a path of this site, judged the way a browser
 * reads it, or else the dashboard.
 */
const fallback = "/admin/dashboard";

// Only the comparison of origins matters, so any origin of our own stands for the site's.
const siteOrigin = "http://site.invalid";

/**
 * Control characters (a browser strips tabs and newlines, so `/\t/evil.example` becomes
 * `//evil.example`; a newline also cannot go into a Location header) and backslashes (read as
 * slashes) are refused outright; what is left is parsed as a URL against our origin and must stay
 * on it. The answer is rebuilt from the parsed path, query and fragment, so what the browser
 * follows is what was checked.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || /[\p{Cc}\\]/u.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== siteOrigin) return fallback;
  // `/.//host` parses to the path `//host`, which a browser would take for another site.
  if (url.pathname.startsWith("//")) return fallback;
  if (url.pathname === "/admin/login" || url.pathname.startsWith("/admin/login/")) return fallback;
  return url.pathname + url.search + url.hash;
}

/**
 * The page a request is for, to come back to after signing in: a client-side navigation asks
 * for its data at `/path.data?_routes=…` (or `/_root.data` for the home page), which is not a
 * page a browser should be sent to.
 */
export function requestedPage(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const path = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  return path + url.search;
}
