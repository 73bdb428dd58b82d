import { describe, expect, test } from "vitest";
import { pageCountFor, pageHref, pageOffset, parsePageParam } from "./pagination";

describe("pagination", () => {
  test("a page parameter is a positive integer or nothing", () => {
    expect(parsePageParam(null)).toBeUndefined();
    expect(parsePageParam("1")).toBe(1);
    expect(parsePageParam("42")).toBe(42);
    for (const bad of ["", "0", "-1", "1.5", "01", "abc", "1e3", "9999999", " 2"])
      expect(parsePageParam(bad), bad).toBeNull();
  });

  test("an empty list has one page; a partial page counts", () => {
    expect(pageCountFor(0, 5)).toBe(1);
    expect(pageCountFor(5, 5)).toBe(1);
    expect(pageCountFor(6, 5)).toBe(2);
  });

  test("offsets start at zero and links leave the first page bare", () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageHref("/news", 1)).toBe("/news");
    expect(pageHref("/news", 2)).toBe("/news?page=2");
    expect(pageHref("/news", 1, { business: "global-markets" })).toBe(
      "/news?business=global-markets",
    );
    expect(pageHref("/news", 3, { business: "global-markets" })).toBe(
      "/news?business=global-markets&page=3",
    );
  });
});
