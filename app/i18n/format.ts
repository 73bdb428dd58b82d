/**
 * Messages are data (so a page's catalog can travel with its loader data): a `{name}` in a message
 * is filled in here, and a counted message has a form per plural category of its language.
 */
import { localeTags, type Locale } from "./locales";

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

/** A number as the locale writes it: `5,000`, `5 000`, `5.000`. */
export function formatNumber(value: number, locale: Locale): string {
  return value.toLocaleString(localeTags[locale]);
}

/** The form of a counted message for `count`, with `{count}` written as the locale writes numbers. */
export function plural(message: CountedMessage, count: number, locale: Locale): string {
  const form = new Intl.PluralRules(localeTags[locale]).select(count) === "one" ? "one" : "other";
  return fill(message[form], { count: formatNumber(count, locale) });
}
