import { localeTags, type Locale } from "~/i18n/locales";

/** A calendar date (`YYYY-MM-DD`) as long month, day and year in the page's locale. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return new Intl.DateTimeFormat(localeTags[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(date);
}
