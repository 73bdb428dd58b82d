import { expect, test } from "vitest";
import { alternatePaths, localeFromPath, localizePath, stripLocale } from "./paths";

test("the locale is read from the first path segment, English when there is none", () => {
  expect(localeFromPath("/fr/company/about")).toBe("fr");
  expect(localeFromPath("/zh")).toBe("zh");
  expect(localeFromPath("/company/about")).toBe("en");
  expect(localeFromPath("/en/company/about")).toBe("en");
  expect(localeFromPath("/french/x")).toBe("en");
});

test("stripLocale gives the unprefixed path", () => {
  expect(stripLocale("/fr/company/about")).toBe("/company/about");
  expect(stripLocale("/pt")).toBe("/");
  expect(stripLocale("/news/abc")).toBe("/news/abc");
});

test("localizePath prefixes every locale but English, keeping query and hash", () => {
  expect(localizePath("/company/about#core-values", "fr")).toBe("/fr/company/about#core-values");
  expect(localizePath("/", "zh")).toBe("/zh");
  expect(localizePath("/?page=2", "es")).toBe("/es?page=2");
  expect(localizePath("/news", "en")).toBe("/news");
  expect(() => localizePath("news", "fr")).toThrow();
});

test("alternatePaths lists the same page in all five locales", () => {
  expect(alternatePaths("/es/news")).toEqual({
    en: "/news",
    fr: "/fr/news",
    pt: "/pt/news",
    es: "/es/news",
    zh: "/zh/news",
  });
});
