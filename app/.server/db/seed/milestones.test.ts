import { expect, test } from "vitest";
import { locales } from "~/i18n/locales";
import { milestoneFieldsSchema } from "~/lib/milestone-schema";
import { seedMilestoneInput, seedMilestones, seedMilestoneTexts } from "./milestones";

const ids = seedMilestones.map((milestone) => milestone.id);

test("every seed milestone is written in every language, with the same fields as English", () => {
  for (const locale of locales) {
    const texts = seedMilestoneTexts[locale];
    expect(Object.keys(texts).sort(), locale).toEqual([...ids].sort());
    for (const id of ids) {
      const words = texts[id as keyof typeof texts];
      const english = seedMilestoneTexts.en[id as keyof typeof texts];
      expect(Boolean(words.role), `${locale} ${id} role`).toBe(Boolean(english.role));
      if (locale === "en") continue;
      // Nothing left in English: headings and texts are translated.
      expect(words.heading, `${locale} ${id}`).not.toBe(english.heading);
      expect(words.text, `${locale} ${id}`).not.toBe(english.text);
    }
  }
});

test("every seed milestone passes the rules staff's entries pass", () => {
  for (const milestone of seedMilestones) {
    const result = milestoneFieldsSchema.safeParse(seedMilestoneInput(milestone));
    expect(result.error?.issues ?? [], milestone.id).toEqual([]);
  }
});
