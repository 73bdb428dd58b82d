import { describe, expect, test } from "vitest";
import { seedPeopleText } from "~/.server/db/seed/people";
import { locales, type Locale } from "~/i18n/locales";
import { contentText } from "./index";

/** The page content and the sample team's words, which a new database receives. */
const content = (locale: Locale) => ({ ...contentText[locale], people: seedPeopleText[locale] });

/** Every string of a content tree with its path; arrays keep their indexes. */
function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (value === undefined || value === null) return [];
  return Object.entries(value as object).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Names, marks and words that are correct unchanged in the language. */
const sameEverywhere = new Set(["BGL Capital", "BGL Asset Management", "BGL Global Markets", "+"]);
const cognates: Partial<Record<string, string[]>> = {
  fr: ["Pause", "LEADERSHIP"],
};

const english = new Map(leaves(content("en")));
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

describe.each(locales.filter((locale) => locale !== "en"))("the %s page content", (locale) => {
  const translated = leaves(content(locale));

  test("has every string English has, and no other", () => {
    expect(translated.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
  });

  test("leaves no English sentence behind", () => {
    const untranslated = translated.filter(
      ([key, text]) =>
        english.get(key) === text && !sameEverywhere.has(text) && !cognates[locale]?.includes(text),
    );
    expect(untranslated).toEqual([]);
  });

  test("keeps every placeholder", () => {
    const broken = translated.filter(
      ([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? "").join(),
    );
    expect(broken).toEqual([]);
  });
});

test.each(locales)("the %s page content has no empty string", (locale) => {
  expect(leaves(content(locale)).filter(([, text]) => !text.trim())).toEqual([]);
});
