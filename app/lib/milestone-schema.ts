/**
 * The rules of a track-record entry, shared by the admin form (in the browser, before sending),
 * its action and the milestone store (for every writer, the seed included): a business with a
 * track record, a value (a positive amount in naira or dollars) or none, an optional year, a
 * picture, and heading, text and role per language (English required; the other languages fall
 * back to English until they are written).
 */
import { z } from "zod";
import { trackRecordBusinesses } from "~/content/businesses";
import { locales, type Locale } from "~/i18n/locales";

export const milestoneBusinesses = trackRecordBusinesses.map((business) => business.key) as [
  (typeof trackRecordBusinesses)[number]["key"],
  ...(typeof trackRecordBusinesses)[number]["key"][],
];
export type MilestoneBusiness = (typeof milestoneBusinesses)[number];

export const milestoneCurrencies = ["NGN", "USD"] as const;
export type MilestoneCurrency = (typeof milestoneCurrencies)[number];

export const milestoneLimits = { heading: 200, text: 1500, role: 120 } as const;
/** The first year a track-record entry may carry: before any of the group's transactions. */
export const firstMilestoneYear = 1990;

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine(
      (value) => !/\p{Cc}/u.test(value.replace(/\r?\n/g, "")),
      "Remove the control characters from this text.",
    );

const textSchema = z.object({
  heading: line(milestoneLimits.heading),
  text: line(milestoneLimits.text),
  role: line(milestoneLimits.role),
});

export type MilestoneTextValues = z.output<typeof textSchema>;

/** The languages' words: English heading and text required; another language, all or nothing. */
const textsSchema = z
  .object(
    Object.fromEntries(locales.map((locale) => [locale, textSchema])) as Record<
      Locale,
      typeof textSchema
    >,
  )
  .superRefine((texts, context) => {
    for (const locale of locales) {
      const { heading, text, role } = texts[locale];
      if (locale !== "en" && !heading && !text && !role) continue;
      const which = locale === "en" ? "in English" : "in this language, or leave its fields empty";
      if (!heading)
        context.addIssue({
          code: "custom",
          path: [locale, "heading"],
          message: `Write the heading ${which}.`,
        });
      if (!text)
        context.addIssue({
          code: "custom",
          path: [locale, "text"],
          message: `Write the text ${which}.`,
        });
    }
  });

/** The latest year an entry may carry: next year, for a transaction about to close. */
export function lastMilestoneYear(now = new Date()): number {
  return now.getUTCFullYear() + 1;
}

const milestoneObject = z.object({
  business: z.enum(milestoneBusinesses, "Choose a business."),
  amount: z
    .number("Write the value as a number, such as 85000000000.")
    .positive("The value must be more than zero.")
    .max(1e15, "The value is too large.")
    .nullable(),
  currency: z.enum(milestoneCurrencies, "Choose naira (₦) or US dollars ($).").nullable(),
  ongoing: z.boolean(),
  year: z
    .number("Write a year such as 2023.")
    .int("Write a year such as 2023.")
    .min(firstMilestoneYear, `Choose a year from ${firstMilestoneYear}.`)
    .refine((year) => year <= lastMilestoneYear(), {
      error: () => `Choose a year up to ${lastMilestoneYear()}.`,
    })
    .nullable(),
  imageUrl: z
    .string()
    .regex(/^\/(media|images)\/[\w./-]+$/, "Choose an image from the media library.")
    .nullable(),
  texts: textsSchema,
});

/** An amount needs its currency. */
function checkValue(
  value: { amount: number | null; currency: string | null },
  context: z.RefinementCtx,
) {
  if (value.amount !== null && !value.currency)
    context.addIssue({
      code: "custom",
      path: ["currency"],
      message: "Choose naira (₦) or US dollars ($).",
    });
}

/** The fields of a milestone as the store checks them, whoever writes. */
export const milestoneFieldsSchema = milestoneObject.superRefine(checkValue);

export type MilestoneInput = z.output<typeof milestoneFieldsSchema>;
/** "85,000,000,000", "85 000 000 000" or "8.6e9" as a number; empty is null, anything else NaN. */
function parseAmount(value: string): number | null {
  const clean = value.replace(/[\s,_]/g, "");
  if (!clean) return null;
  return /^\d+(\.\d+)?(e\d+)?$/i.test(clean) ? Number(clean) : Number.NaN;
}

type FormValues = ReturnType<typeof readMilestoneForm>;

/** The form's strings as the store's values: numbers, nulls for empty fields. */
function fromForm(values: unknown): unknown {
  const form = values as FormValues;
  const amount = parseAmount(form.amount.trim());
  const year = form.year.trim();
  return {
    ...form,
    amount,
    // Without an amount the currency means nothing, though its select always has a value.
    currency: amount === null ? null : form.currency || null,
    year: year ? (/^\d+$/.test(year) ? Number(year) : Number.NaN) : null,
    imageUrl: form.imageUrl.trim() || null,
  };
}

/** The admin form: the same rules on what was typed, plus the version the editor started from. */
export const milestoneFormSchema = z.preprocess(
  fromForm,
  milestoneObject
    .extend({ version: z.coerce.number().int().min(1).optional() })
    .superRefine(checkValue),
);

/** The form's fields (`texts.fr.heading` and so on) in the schema's shape. */
export function readMilestoneForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    business: text("business"),
    amount: text("amount"),
    currency: text("currency"),
    ongoing: form.get("ongoing") === "on",
    year: text("year"),
    imageUrl: text("imageUrl"),
    texts: Object.fromEntries(
      locales.map((locale) => [
        locale,
        {
          heading: text(`texts.${locale}.heading`),
          text: text(`texts.${locale}.text`),
          role: text(`texts.${locale}.role`),
        },
      ]),
    ),
    version: text("version") || undefined,
  };
}
