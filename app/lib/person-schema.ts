/**
 * The person form's rules, shared by the browser (before sending) and the server (before saving),
 * and by the people store for every writer (the form and the sample seed).
 */
import { z } from "zod";
import { peopleListOrder } from "~/content/people";
import { locales, type Locale } from "~/i18n/locales";
import { slugSchema } from "./slug-schema";

const required = "Required";

export interface FeatureGroup {
  title: string;
  items: string[];
}

const featureGroups = z
  .array(
    z.object({
      title: z.string().trim().min(1).max(120, "A title has at most 120 characters"),
      items: z
        .array(z.string().trim().min(1).max(300, "An item has at most 300 characters"))
        .min(1, "Each group needs a title line and at least one item below it"),
    }),
  )
  .max(6, "At most six groups");

const paragraphs = z
  .array(z.string().trim().min(1))
  .max(12, "At most twelve paragraphs")
  .refine((list) => list.join("").length <= 20_000, "The biography is too long");

/** A person's words in one language; left empty in a language other than English, English is shown. */
function completeText(
  value: { role: string; biography: string[]; features: FeatureGroup[] },
  ctx: z.RefinementCtx,
): void {
  const filled = value.role || value.biography.length || value.features.length;
  if (!filled) return;
  if (!value.role) ctx.addIssue({ code: "custom", path: ["role"], message: required });
  if (!value.biography.length)
    ctx.addIssue({ code: "custom", path: ["biography"], message: required });
}

const role = z.string().trim().max(120, "At most 120 characters");

function perLocale<T extends z.ZodType>(schema: T) {
  return z.object(
    Object.fromEntries(locales.map((locale) => [locale, schema])) as Record<Locale, T>,
  );
}

/** English is the text every other language falls back to: it must be there. */
function englishRequired(
  value: { translations: Record<Locale, { role: string; biography: string[] }> },
  ctx: z.RefinementCtx,
): void {
  const english = value.translations.en;
  if (!english.role)
    ctx.addIssue({ code: "custom", path: ["translations", "en", "role"], message: required });
  if (!english.biography.length)
    ctx.addIssue({ code: "custom", path: ["translations", "en", "biography"], message: required });
}

const personFields = {
  list: z.enum(peopleListOrder, { message: "Choose a list" }),
  name: z.string().trim().min(1, required).max(120, "At most 120 characters"),
  slug: z.string().trim().min(1, required).pipe(slugSchema),
};

/** What the people store checks before it writes a person, whoever writes. */
export const personFieldsSchema = z
  .object({
    ...personFields,
    portraitMediaId: z.string().min(1).nullable(),
    translations: perLocale(
      z.object({ role, biography: paragraphs, features: featureGroups }).superRefine(completeText),
    ),
  })
  .superRefine(englishRequired);

export type PersonFields = z.output<typeof personFieldsSchema>;
