/**
 * Messages are data (so a page's catalog can travel with its loader data): a `{name}` in a message
 * is filled in here, and a counted message has a form per plural category of its language.
 */
import { numberFormat, pluralRules } from "./formatters";
import type { Locale } from "./locales";

/** A message that depends on a count; `one` is used where the language's rules say so. */
export interface CountedMessage {
  one: string;
  other: string;
}

/** Puts values into a message's `{name}` placeholders; unknown names are left as they are. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A number as the locale writes it: `5,000`, `5 000`, `5.000`. Whole numbers below 1,000 are
 * written the same in all of the site's languages (Latin digits, no grouping), so they skip the
 * formatter: the first one a browser makes loads the locale's number data, which on a phone costs
 * more during hydration than the rest of the home page together.
 */
export function formatNumber(value: number, locale: Locale): string {
  return Number.isInteger(value) && Math.abs(value) < 1000
    ? String(value)
    : numberFormat(locale).format(value);
}

/** The form of a counted message for `count`, with `{count}` written as the locale writes numbers. */
export function plural(message: CountedMessage, count: number, locale: Locale): string {
  const form = pluralRules(locale).select(count) === "one" ? "one" : "other";
  return fill(message[form], { count: formatNumber(count, locale) });
}
