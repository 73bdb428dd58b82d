/**
 * Opening hours are kept as facts (the weekdays, an opening and a closing time) and written out
 * here in each language: weekday names and lists come from Intl, the sentence around them and the
 * way a time is written from the locale's catalog. The same facts give schema.org's form.
 */
import { localeTags, type Locale } from "~/i18n/locales";
import { fill } from "~/i18n/format";
import { messages } from "~/i18n/messages";

export interface OpeningHours {
  /** ISO weekdays, 1 Monday … 7 Sunday, ascending; empty when no hours are published. */
  days: number[];
  /** `HH:MM`, Lagos time. */
  opens: string;
  closes: string;
}

// 1 January 2024 was a Monday: ISO weekday d falls on the d-th.
const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, day, 12));

function weekdayNames(locale: Locale, days: number[]): string[] {
  const width = messages[locale].footer.openingHours.weekday === "long" ? "long" : "short";
  const format = new Intl.DateTimeFormat(localeTags[locale], { weekday: width, timeZone: "UTC" });
  return days.map((day) => format.format(weekdayDate(day)));
}

function formatTime(locale: Locale, time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const period = new Intl.DateTimeFormat(localeTags[locale], {
    hour: "numeric",
    hour12: true,
    timeZone: "UTC",
  })
    .formatToParts(new Date(Date.UTC(2024, 0, 1, hour)))
    .find((part) => part.type === "dayPeriod")?.value;
  const t = messages[locale].footer.openingHours;
  return fill(minute ? t.hourMinute : t.hour, {
    hour,
    hour12: hour % 12 || 12,
    minute: String(minute).padStart(2, "0"),
    period: period ?? "",
  });
}

/** Whether the days follow one another (Monday to Friday), so they read as a run. */
function isRun(days: number[]): boolean {
  return (
    days.length >= 3 && days.every((day, index) => index === 0 || day === days[index - 1]! + 1)
  );
}

/** "9AM to 5PM, Mon to Fri", "De lunes a viernes, de 9:00 a 17:00"…; null without days. */
export function formatOpeningHours(hours: OpeningHours, locale: Locale): string | null {
  if (hours.days.length === 0) return null;
  const t = messages[locale].footer.openingHours;
  const names = weekdayNames(locale, hours.days);
  const times = {
    opens: formatTime(locale, hours.opens),
    closes: formatTime(locale, hours.closes),
  };
  const text = isRun(hours.days)
    ? fill(t.range, { ...times, first: names[0]!, last: names.at(-1)! })
    : fill(t.list, {
        ...times,
        days: new Intl.ListFormat(localeTags[locale], { type: "conjunction" }).format(names),
      });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const schemaDays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/** schema.org's openingHours: `Mo-Fr 09:00-17:00`, `Mo,We,Fr 09:00-13:00`; null without days. */
export function schemaOpeningHours(hours: OpeningHours): string | null {
  if (hours.days.length === 0) return null;
  const names = hours.days.map((day) => schemaDays[day - 1]!);
  const days = isRun(hours.days) ? `${names[0]}-${names.at(-1)}` : names.join(",");
  return `${days} ${hours.opens}-${hours.closes}`;
}
