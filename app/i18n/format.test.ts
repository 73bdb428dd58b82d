import { expect, test } from "vitest";
import { fill, formatNumber, plural } from "./format";
import { localeTags, locales } from "./locales";

test("fill puts values into placeholders and leaves unknown ones", () => {
  expect(fill("Page {page} of {count}", { page: 2, count: 7 })).toBe("Page 2 of 7");
  expect(fill("© {year} BGL Group", { year: 2026 })).toBe("© 2026 BGL Group");
  expect(fill("{missing} stays", {})).toBe("{missing} stays");
});

test("counted messages follow each language's plural rules and number style", () => {
  const words = { one: "{count} mot", other: "{count} mots" };
  expect(plural(words, 1, "fr")).toBe("1 mot");
  expect(plural(words, 2, "fr")).toBe("2 mots");
  expect(plural({ one: "{count} word", other: "{count} words" }, 1200, "en")).toBe("1,200 words");
  expect(plural({ one: "{count}字", other: "{count}字" }, 3, "zh")).toBe("3字");
  expect(formatNumber(5000, "fr")).toMatch(/^5\s000$/u);
});

test("whole numbers below 1,000 are written exactly as each locale's formatter writes them", () => {
  for (const locale of locales) {
    const intl = new Intl.NumberFormat(localeTags[locale]);
    for (let value = -999; value < 1000; value++)
      expect(formatNumber(value, locale)).toBe(intl.format(value));
    expect(formatNumber(2.5, locale)).toBe(intl.format(2.5));
    expect(formatNumber(1000, locale)).toBe(intl.format(1000));
  }
});
