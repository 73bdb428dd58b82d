/** Which requests name a shared page: matched against the build's routes, read off their `handle`. */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { SharedPageHandle } from "~/lib/page-cache-handle";

type BuildRoutes = ServerBuild["routes"];

function routeTree(routes: BuildRoutes, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive } = route!;
      const children = routeTree(routes, id);
      return index
        ? { id, path, index: true, caseSensitive }
        : { id, path, caseSensitive, children };
    });
}

/** The query parameters that change a shared page, or undefined for a page that is not shared. */
function sharedPageQuery(handle: unknown): readonly string[] | undefined {
  if (!handle || typeof handle !== "object" || !("sharedPage" in handle)) return undefined;
  return (handle as SharedPageHandle).sharedPage.query;
}

export interface SharedPagePolicy {
  /**
   * The cache key (path and the significant part of the query) for a request's path and raw query
   * string, or undefined when the page is not shared.
   */
  keyFor(pathname: string, search: string): string | undefined;
}

/** Paths whose route is remembered; past it the memory starts afresh (a crawler walking every URL). */
const rememberedPaths = 5_000;

export function sharedPagePolicy(routes: BuildRoutes): SharedPagePolicy {
  const tree = routeTree(routes);
  // Matching ranks every route on each call: remember the answer per path instead.
  const queries = new Map<string, readonly string[] | null>();
  function queryFor(pathname: string): readonly string[] | null {
    let query = queries.get(pathname);
    if (query !== undefined) return query;
    const leaf = matchRoutes(tree, pathname)?.at(-1);
    query = (leaf?.route.id && sharedPageQuery(routes[leaf.route.id]?.module.handle)) || null;
    if (queries.size >= rememberedPaths) queries.clear();
    queries.set(pathname, query);
    return query;
  }
  return {
    keyFor(pathname, search) {
      const query = queryFor(pathname);
      if (!query) return undefined;
      return (
        pathname +
        (search && query.length ? significantSearch(new URLSearchParams(search), query) : "")
      );
    },
  };
}

/** Only the parameters that change the page, sorted, so `?utm_source=…` or reordering adds no entry. */
function significantSearch(params: URLSearchParams, names: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) {
    for (const value of params.getAll(name)) kept.append(name, value);
  }
  const search = kept.toString();
  return search ? `?${search}` : "";
}
