import { expect, test } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

test("a database that cannot be reached, is restarting or is full counts as unavailable", () => {
  expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
  expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED")], ""))).toBe(true);
  expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  expect(isDatabaseUnavailable(withCode("57P01", "terminating connection"))).toBe(true);
  expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
  expect(isDatabaseUnavailable(withCode("53300", "too many clients"))).toBe(true);
  expect(isDatabaseUnavailable(withCode("SQLITE_BUSY"))).toBe(true);
  expect(isDatabaseUnavailable(withCode("SQLITE_READONLY"))).toBe(true);
  expect(isDatabaseUnavailable(withCode("SQLITE_FULL"))).toBe(true);
  expect(isDatabaseUnavailable(withCode("SQLITE_IOERR_WRITE"))).toBe(true);
  expect(isDatabaseUnavailable(new Error("query failed", { cause: withCode("ECONNRESET") }))).toBe(
    true,
  );
});

test("mistakes in a query or its data are not unavailability", () => {
  expect(isDatabaseUnavailable(withCode("42P01", 'relation "news" does not exist'))).toBe(false);
  expect(isDatabaseUnavailable(withCode("23505", "duplicate key"))).toBe(false);
  expect(isDatabaseUnavailable(withCode("SQLITE_ERROR", "no such table: news"))).toBe(false);
  expect(isDatabaseUnavailable(withCode("SQLITE_CONSTRAINT_UNIQUE"))).toBe(false);
  expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  expect(isDatabaseUnavailable(null)).toBe(false);
});
