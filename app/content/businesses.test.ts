import { describe, expect, test } from "vitest";
import { locales } from "~/i18n/locales";
import { businesses } from "./businesses";
import { contentText } from "./text";

/** Sections only some businesses have: each needs its copy wherever a business lists it. */
const optionalCopy = ["industryLeadership", "whyChooseUs", "trackRecord", "bestExecution"] as const;

describe("businesses", () => {
  test("keys, slugs and track-record filters are unique", () => {
    for (const field of ["key", "slug"] as const)
      expect(new Set(businesses.map((b) => b[field])).size).toBe(businesses.length);
    const filters = businesses.flatMap((b) => ("trackRecord" in b ? [b.trackRecord.filter] : []));
    expect(new Set(filters).size).toBe(filters.length);
  });

  test("a business that shows its track record has one, and every listed section has its copy", () => {
    for (const business of businesses) {
      const sections: readonly string[] = business.sections;
      expect(sections.includes("trackRecord"), business.key).toBe("trackRecord" in business);
      for (const locale of locales) {
        const text = contentText[locale].business[business.key];
        for (const section of optionalCopy)
          if (sections.includes(section))
            expect(text[section], `${locale} ${business.key} ${section}`).toBeDefined();
      }
    }
  });
});
