/** Which route of the build a path belongs to, matched as React Router matches it. */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

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

/** Paths whose route is remembered; past it the memory starts afresh (a crawler walking every URL). */
const rememberedPaths = 5_000;

/**
 * A function from a path to the id of the deepest route it matches (undefined when none does).
 * Matching ranks every route on each call, so answers are remembered per path.
 */
export function routeMatcher(routes: BuildRoutes): (pathname: string) => string | undefined {
  const tree = routeTree(routes);
  const leaves = new Map<string, string | null>();
  return (pathname) => {
    let id = leaves.get(pathname);
    if (id === undefined) {
      id = matchRoutes(tree, pathname)?.at(-1)?.route.id ?? null;
      if (leaves.size >= rememberedPaths) leaves.clear();
      leaves.set(pathname, id);
    }
    return id ?? undefined;
  };
}
