import { lagosDateTimeFormat, longDateFormat } from "~/i18n/formatters";
import type { Locale } from "~/i18n/locales";

/** A calendar date (`YYYY-MM-DD`) as long month, day and year in the page's locale. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return longDateFormat(locale).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** An ISO instant as a date and time in Lagos in the page's locale, with the zone named. */
export function formatLagosDateTime(iso: string, locale: Locale): string {
  return lagosDateTimeFormat(locale).format(new Date(iso));
}
