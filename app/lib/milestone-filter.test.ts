import { describe, expect, it } from "vitest";
import { filterMilestones, queryFromUrl, searchForQuery } from "./milestone-filter";

const items = [
  {
    category: "capital" as const,
    heading: "Énergie bond",
    text: "Seven-year bond",
    role: "Lead Issuing House",
  },
  {
    category: "capital" as const,
    heading: "Fibre rights issue",
    text: "Telecoms",
    role: "Issuing House",
  },
  {
    category: "assetManagement" as const,
    heading: "Pension mandate",
    text: "Fixed income portfolio",
  },
];

describe("milestone filter", () => {
  it("reads the business from the query string before the hash, and defaults to all", () => {
    expect(queryFromUrl("?business=capital", "#asset-management").business).toBe("capital");
    expect(queryFromUrl("", "#asset-management").business).toBe("asset-management");
    expect(queryFromUrl("?business=nonsense", "#nothing").business).toBe("all");
  });

  it("filters by business", () => {
    expect(filterMilestones(items, { business: "capital", q: "" })).toHaveLength(2);
    expect(filterMilestones(items, { business: "asset-management", q: "" })).toHaveLength(1);
    expect(filterMilestones(items, { business: "all", q: "" })).toHaveLength(3);
  });

  it("searches heading, text and role without regard to case or accents", () => {
    expect(filterMilestones(items, { business: "all", q: "ENERGIE" })).toHaveLength(1);
    expect(filterMilestones(items, { business: "all", q: "issuing" })).toHaveLength(2);
    expect(filterMilestones(items, { business: "all", q: "fixed INCOME" })).toHaveLength(1);
    expect(filterMilestones(items, { business: "asset-management", q: "bond" })).toHaveLength(0);
  });

  it("writes only the non-default parts to the URL", () => {
    expect(searchForQuery({ business: "all", q: "  " })).toBe("");
    expect(searchForQuery({ business: "capital", q: "rights issue" })).toBe(
      "?business=capital&q=rights+issue",
    );
  });
});
