import { expect, test } from "vitest";
import { routeName } from "./request-log";

const routes: Record<string, string> = {
  "/": "en/home",
  "/fr": "fr/home",
  "/news": "en/news",
  "/admin/login": "routes/admin/login",
};
const routeOf = (pathname: string) => routes[pathname] ?? "en/not-found";

test("requests are named by route, one name for every locale, never by their path", () => {
  expect(routeName("/", 200, routeOf)).toBe("home");
  expect(routeName("/fr", 200, routeOf)).toBe("home");
  expect(routeName("/admin/login", 303, routeOf)).toBe("admin/login");
  expect(routeName("/news/some-private-token", 404, routeOf)).toBe("not-found");
});

test("data requests of client navigation count for their page", () => {
  expect(routeName("/news.data", 200, routeOf)).toBe("news");
  expect(routeName("/_root.data", 200, routeOf)).toBe("home");
  expect(routeName("/fr.data", 200, routeOf)).toBe("home");
});

test("files and fixed addresses outside the router get their own names", () => {
  expect(routeName("/assets/entry-abc.js", 200, routeOf)).toBe("assets");
  expect(routeName("/media/2026/photo.webp", 304, routeOf)).toBe("media");
  expect(routeName("/readyz", 503, routeOf)).toBe("readyz");
  expect(routeName("/favicon.svg", 200, routeOf)).toBe("static");
  expect(routeName("/anything", 200, undefined)).toBe("unmatched");
});
