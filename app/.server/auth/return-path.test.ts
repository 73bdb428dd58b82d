import { expect, test } from "vitest";
import { safeRedirectPath } from "./return-path";

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
