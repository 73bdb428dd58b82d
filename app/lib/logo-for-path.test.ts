import { expect, test } from "vitest";
import { logoForPath } from "./logo-for-path";

test("each business path shows its own logo; every other path shows the group's", () => {
  expect(logoForPath("/services/investment-banking")).toBe("/logos/capital.svg");
  expect(logoForPath("/fr/investment-banking/management/ada")).toBe("/logos/capital.svg");
  expect(logoForPath("/services/asset-and-wealth-management")).toBe("/logos/asset.svg");
  expect(logoForPath("/zh/services/global-markets")).toBe("/logos/global.svg");
  expect(logoForPath("/company/about")).toBe("/logos/main.svg");
  expect(logoForPath("/")).toBe("/logos/main.svg");
});
