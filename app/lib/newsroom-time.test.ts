import { expect, test } from "vitest";
import { formatLagosTime, lagosToUtc, utcToLagos } from "./newsroom-time";

test("a Lagos wall-clock time is one hour ahead of UTC, in every season", () => {
  expect(lagosToUtc("2026-11-24T14:30")).toBe("2026-11-24T13:30:00.000Z");
  expect(lagosToUtc("2026-07-01T00:15")).toBe("2026-06-30T23:15:00.000Z");
  expect(lagosToUtc("2026-11-24T14:30:05")).toBe("2026-11-24T13:30:05.000Z");
});

test("times that do not exist are refused", () => {
  for (const value of ["", "2026-02-30T10:00", "2026-11-24T24:00", "2026-11-24T10:60", "tomorrow"])
    expect(lagosToUtc(value), value).toBeNull();
});

test("a stored instant reads back as the time the editor typed", () => {
  expect(utcToLagos("2026-11-24T13:30:00.000Z")).toBe("2026-11-24T14:30");
  expect(utcToLagos(lagosToUtc("2026-12-31T23:59")!)).toBe("2026-12-31T23:59");
  expect(formatLagosTime("2026-11-25T08:00:00.000Z")).toBe("Wed, 25 Nov 2026, 09:00");
});
