import type { Locale } from "~/i18n/locales";
import { formatLongDate } from "~/lib/format-date";
import { utcToLagos } from "~/lib/newsroom-time";

/**
 * A news item's dates as its page shows them: its date, and the day its text was corrected when
 * that was on a later day (in Lagos, where the newsroom works).
 */
export function articleDates(
  item: { date: string; revisedAt: string | null },
  locale: Locale,
): { dateText: string; updatedText: string | null } {
  const revisedDay = item.revisedAt ? utcToLagos(item.revisedAt).slice(0, 10) : null;
  return {
    dateText: formatLongDate(item.date, locale),
    updatedText:
      revisedDay && revisedDay > item.date.slice(0, 10) ? formatLongDate(revisedDay, locale) : null,
  };
}
