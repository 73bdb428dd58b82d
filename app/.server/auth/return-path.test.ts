import { expect, test } from "vitest";
import { requestedPage, safeRedirectPath } from "./return-path";

test("same-site paths are kept, with their query and fragment", () => {
  expect(safeRedirectPath("/admin/news/edit/abc?tab=fr#body")).toBe(
    "/admin/news/edit/abc?tab=fr#body",
  );
  expect(safeRedirectPath("/admin/audit")).toBe("/admin/audit");
});

test("addresses that a browser would resolve to another site go to the dashboard", () => {
  for (const value of [
    "/\t/evil.example/x",
    "/\n/evil.example/x",
    "/\r\n/evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "\\/evil.example",
    "/.//evil.example",
    "https://evil.example/admin",
    "javascript:alert(1)",
    "evil.example",
    "/admin\u0000/x",
    "/admin\u0085/x",
    "",
  ]) {
    expect(safeRedirectPath(value), JSON.stringify(value)).toBe("/admin/dashboard");
  }
  expect(safeRedirectPath(null)).toBe("/admin/dashboard");
  expect(safeRedirectPath(undefined)).toBe("/admin/dashboard");
});

test("the result is the parsed path, so dot segments cannot climb elsewhere", () => {
  expect(safeRedirectPath("/admin/../news/x")).toBe("/news/x");
  expect(safeRedirectPath("/admin/%2e%2e/news")).toBe("/news");
});

test("the login page itself is not a place to return to", () => {
  expect(safeRedirectPath("/admin/login")).toBe("/admin/dashboard");
  expect(safeRedirectPath("/admin/login?redirectTo=/x")).toBe("/admin/dashboard");
  expect(safeRedirectPath("/admin/./login")).toBe("/admin/dashboard");
});

test("a data request comes back to the page it was for", () => {
  const page = (url: string) => requestedPage(new Request(`http://localhost${url}`));
  expect(page("/admin.data?_routes=routes%2Fadmin%2Flayout%2Croutes%2Fadmin%2Findex")).toBe(
    "/admin",
  );
  expect(page("/admin/news/edit/abc.data?tab=fr&_routes=x")).toBe("/admin/news/edit/abc?tab=fr");
  expect(page("/admin/audit?page=2")).toBe("/admin/audit?page=2");
  expect(page("/_root.data")).toBe("/");
});
