/** Page numbers of the paged lists (the news feed and the admin lists): parsing, bounds and links. */

/** A positive page number from `?page=`: `undefined` when absent, `null` when it is not one. */
export function parsePageParam(value: string | null): number | undefined | null {
  if (value === null) return undefined;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** How many pages `total` items fill; an empty list still has its first page. */
export function pageCountFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows a page skips. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/**
 * The link to one page of a list at `path`, narrowed by `query` (a filter); the first page has no
 * page number.
 */
export function pageHref(path: string, page: number, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
