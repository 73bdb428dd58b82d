/**
 * The newsroom works in Lagos time: editors type and read publishing times as wall-clock times
 * there, whatever their own device's zone; the store keeps UTC. The offset is read from the zone
 * database for each instant rather than assumed.
 */
export const newsroomTimeZone = "Africa/Lagos";

/** A moment as staff read it in admin lists: "25 Nov 2026, 14:05", Lagos time. */
export const adminTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: newsroomTimeZone,
});

const wallClock = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: newsroomTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall-clock fields of `instant` in Lagos. */
function lagosParts(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  return parts;
}

/** Minutes Lagos is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date): number {
  const p = lagosParts(instant);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * A `datetime-local` value (`2026-11-24T14:30`) read as Lagos time, as an ISO UTC instant; null
 * when it is not a real date and time.
 */
export function lagosToUtc(local: string): string | null {
  const match = wallClock.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((field) => Number(field ?? 0));
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(asUtc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    hour! > 23 ||
    minute! > 59 ||
    second! > 59
  )
    return null;
  const instant = new Date(asUtc - offsetMinutes(new Date(asUtc)) * 60_000);
  return instant.toISOString();
}

/** An ISO UTC instant as a `datetime-local` value in Lagos time (`2026-11-24T14:30`). */
export function utcToLagos(iso: string): string {
  const p = lagosParts(new Date(iso));
  const two = (n: number | undefined) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

const readableFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: newsroomTimeZone,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An ISO UTC instant as staff read it: "Wed, 25 Nov 2026, 09:00". */
export function formatLagosTime(iso: string): string {
  return readableFormat.format(new Date(iso));
}
