import { expect, test } from "vitest";
import { formatLongDate } from "./format-date";

test("dates read as long month, day and year in each locale, whatever the server's time zone", () => {
  expect(formatLongDate("2026-03-05", "en")).toBe("March 5, 2026");
  expect(formatLongDate("2026-03-05", "fr")).toBe("5 mars 2026");
  expect(formatLongDate("2026-03-05", "zh")).toBe("2026年3月5日");
});
