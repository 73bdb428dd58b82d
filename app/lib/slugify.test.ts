import { expect, test } from "vitest";
import { slugify } from "./slugify";

test("slugify folds accents, punctuation and case into hyphenated ASCII", () => {
  expect(slugify("Élan & Co. — Q3 Results!")).toBe("elan-co-q3-results");
});

test("slugify never returns an empty slug", () => {
  expect(slugify("资产管理")).toBe("news");
  expect(slugify("---")).toBe("news");
});

test("slugify cuts long titles at a word boundary hyphen, not mid-hyphen", () => {
  const slug = slugify("a".repeat(79) + " bcd", 80);
  expect(slug.length).toBeLessThanOrEqual(80);
  expect(slug.endsWith("-")).toBe(false);
});
