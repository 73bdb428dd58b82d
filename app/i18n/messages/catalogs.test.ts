import { expect, test } from "vitest";
import { locales } from "../locales";
import { messages } from "./index";

/**
 * Strings that are the same in every language: names, brands, sample addresses, and the values
 * of date-format options (a language may write its weekdays short, as English does).
 */
const sameEverywhere = new Set([
  "BGL Group",
  "NDPR",
  "Facebook",
  "Instagram",
  "YouTube",
  "LinkedIn",
  "X",
  "short",
  "404",
  "you@example.com",
]);

function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const english = new Map(leaves(messages.en));

/** Words spelled the same as in English that are correct in the language itself. */
const cognates: Partial<Record<string, string[]>> = {
  fr: [
    "Contact",
    "Page",
    "Page {page}",
    "CONTACT",
    "Message",
    "BGL Group, 14 Kingsway Road, Ikoyi, Lagos, Nigeria",
  ],
  pt: ["Newsletter"],
  es: ["Error: ", "BGL Group, 14 Kingsway Road, Ikoyi, Lagos, Nigeria"],
};

test.each(locales.filter((locale) => locale !== "en"))(
  "the %s catalog translates every message (no English left behind)",
  (locale) => {
    const untranslated = leaves(messages[locale]).filter(
      ([key, text]) =>
        english.get(key) === text && !sameEverywhere.has(text) && !cognates[locale]?.includes(text),
    );
    expect(untranslated).toEqual([]);
  },
);

test.each(locales)("the %s catalog has no empty message", (locale) => {
  expect(leaves(messages[locale]).filter(([, text]) => !text.trim())).toEqual([]);
});

test.each(locales)("the %s catalog is plain data that survives serialisation", (locale) => {
  expect(JSON.parse(JSON.stringify(messages[locale]))).toEqual(messages[locale]);
});
