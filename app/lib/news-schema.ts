/** The news form's rules, shared by the browser (before sending) and the server (before saving). */
import { z } from "zod";

export const translatedLocales = ["fr", "pt", "es", "zh"] as const;
export type TranslatedLocaleKey = (typeof translatedLocales)[number];

const required = "Required";

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const translationSchema = z
  .object({
    title: z.string().trim().max(200, "At most 200 characters"),
    excerpt: z.string().trim().max(600, "At most 600 characters"),
    content: z.string().trim().max(200_000, "The content is too long"),
    /** `machine` until an administrator edits the text. */
    source: z.enum(["human", "machine"]).default("human"),
  })
  .superRefine((value, ctx) => {
    const filled = value.title || value.excerpt || value.content;
    if (!filled) return;
    for (const field of ["title", "excerpt", "content"] as const) {
      if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: required });
    }
  });

/**
 * An item's own fields, checked wherever an item is written: by this form, and by the news store
 * for every writer (the form, the demo seed, an import).
 */
const newsFields = {
  title: z.string().trim().min(1, required).max(200, "At most 200 characters"),
  excerpt: z.string().trim().min(1, required).max(600, "At most 600 characters"),
  content: z.string().trim().min(1, required).max(200_000, "The content is too long"),
  date: z
    .string()
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-11-22")
    .refine(isRealDate, "This date does not exist"),
};

export const newsFieldsSchema = z.object(newsFields);

export const newsFormSchema = z.object({
  ...newsFields,
  status: z.enum(["published", "draft"]).default("published"),
  imageUrl: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\/(media|images)\/[\w./-]+$/.test(value), "Invalid image")
    .transform((value) => value || null),
  version: z.coerce.number().int().min(1).optional(),
  translations: z.object({
    fr: translationSchema,
    pt: translationSchema,
    es: translationSchema,
    zh: translationSchema,
  }),
});

export type NewsFormValues = z.output<typeof newsFormSchema>;
export type NewsFieldErrors = Record<string, string>;

/** Reads the form's fields (`translations.fr.title` and so on) into the schema's shape. */
export function readNewsForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    excerpt: text("excerpt"),
    content: text("content"),
    date: text("date"),
    status: text("status") || "published",
    imageUrl: text("imageUrl"),
    version: text("version") || undefined,
    translations: Object.fromEntries(
      translatedLocales.map((locale) => [
        locale,
        {
          title: text(`translations.${locale}.title`),
          excerpt: text(`translations.${locale}.excerpt`),
          content: text(`translations.${locale}.content`),
          source: text(`translations.${locale}.source`) || "human",
        },
      ]),
    ),
  };
}

/** Field errors keyed by the form field's name, first message only. */
export function fieldErrors(error: z.ZodError): NewsFieldErrors {
  const errors: NewsFieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.join(".");
    errors[name] ??= issue.message;
  }
  return errors;
}
