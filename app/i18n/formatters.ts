/**
 * Intl formatters, made once per locale. Creating one loads and resolves locale data and costs far
 * more than formatting with it; a page formats dozens of dates and numbers, and the home page's
 * counters format on every animation frame.
 */
import { localeTags, type Locale } from "./locales";

/** `make(tag)` once per locale; later calls return the same object. */
function perLocale<T>(make: (tag: string) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(localeTags[locale]);
      made.set(locale, value);
    }
    return value;
  };
}

export const numberFormat = perLocale((tag) => new Intl.NumberFormat(tag));

export const pluralRules = perLocale((tag) => new Intl.PluralRules(tag));

/** Amounts in words of the locale: "85 billion", "85 milliards", "850亿". */
export const compactNumberFormat = perLocale(
  (tag) =>
    new Intl.NumberFormat(tag, {
      notation: "compact",
      compactDisplay: "long",
      maximumFractionDigits: 1,
    }),
);

/** Calendar dates with the month in words, read in UTC so the day never shifts. */
export const longDateFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
);

/** A moment as a date and time in Lagos, where the group works, with the zone named. */
export const lagosDateTimeFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Africa/Lagos",
      timeZoneName: "short",
    }),
);
