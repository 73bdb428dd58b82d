import { expect, test } from "vitest";
import { csvField, toCsv } from "./csv";

test("commas, quotes and line breaks stay inside one quoted field", () => {
  expect(csvField('Okafor, "Ada"\nLagos')).toBe('"Okafor, ""Ada""\nLagos"');
});

test("values a spreadsheet would run as formulas are neutralised", () => {
  for (const value of [
    '=HYPERLINK("http://evil")',
    "+2348012345678",
    "-1+1",
    "@SUM(A1)",
    "\tx",
    "\rx",
  ]) {
    expect(csvField(value).startsWith(`"'`)).toBe(true);
  }
  expect(csvField("ada@bglgroup.ng")).toBe('"ada@bglgroup.ng"');
});

test("rows end with CRLF and empty values are empty fields", () => {
  expect(toCsv(["email", "confirmed"], [["a@b.ng", null]])).toBe(
    '"email","confirmed"\r\n"a@b.ng",""\r\n',
  );
});
