/** Which requests name a shared page: matched against the build's routes, read off their `handle`. */
import type { ServerBuild } from "react-router";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import { routeMatcher } from "../route-match";

type BuildRoutes = ServerBuild["routes"];

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

export function sharedPagePolicy(routes: BuildRoutes): SharedPagePolicy {
  const routeOf = routeMatcher(routes);
  function queryFor(pathname: string): readonly string[] | undefined {
    const id = routeOf(pathname);
    return id ? sharedPageQuery(routes[id]?.module.handle) : undefined;
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
