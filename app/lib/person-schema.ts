/**
 * A person's rules, checked by the people store for every writer (the admin form, the sample
 * seed); the form (person-form.ts) builds its own schema from the same pieces.
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

/**
 * Each language's words; `biography` and `features` are read by the given schemas first (arrays
 * for the store, textareas for the form) and then checked alike.
 */
export function personTextFields(
  biography: z.ZodType<string[], unknown>,
  features: z.ZodType<FeatureGroup[], unknown>,
) {
  const text = z
    .object({ role, biography: biography.pipe(paragraphs), features: features.pipe(featureGroups) })
    .superRefine(completeText);
  return z.object(
    Object.fromEntries(locales.map((locale) => [locale, text])) as Record<Locale, typeof text>,
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

/** The list, name and address, the fields `extra` adds, and the words in every language. */
export function personFieldsRules<
  E extends z.ZodRawShape,
  T extends ReturnType<typeof personTextFields>,
>(extra: E, translations: T) {
  return z
    .object({
      list: z.enum(peopleListOrder, { message: "Choose a list" }),
      name: z.string().trim().min(1, required).max(120, "At most 120 characters"),
      slug: z.string().trim().min(1, required).pipe(slugSchema),
      ...extra,
      translations,
    })
    .superRefine((value, ctx) => englishRequired(value as never, ctx));
}

/** What the people store checks before it writes a person, whoever writes. */
export const personFieldsSchema = personFieldsRules(
  { portraitMediaId: z.string().min(1).nullable() },
  personTextFields(
    z.array(z.string()),
    z.array(z.object({ title: z.string(), items: z.array(z.string()) })),
  ),
);

export type PersonFields = z.output<typeof personFieldsSchema>;
