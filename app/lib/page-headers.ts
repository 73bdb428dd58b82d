/**
 * A page's response headers: its layout's (the site layout says `no-store` when the contacts could
 * not be read) with the page's own on top (`no-store` when its news could not be read). Either
 * keeps a page made in a bad moment out of every cache.
 */
export function pageHeaders({
  loaderHeaders,
  parentHeaders,
}: {
  loaderHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
}
