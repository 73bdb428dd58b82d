/** The news form's rules, shared by the browser (before sending) and the server (before saving). */
import { z } from "zod";
import { newsTags } from "./news-tags";
import { slugSchema } from "./slug-schema";
import { lagosToUtc } from "./newsroom-time";

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

/** A news address as the editor chooses it: `/news/{slug}`. */
const slug = slugSchema;

/** The businesses it belongs to: at least one, each named once. */
const tags = z
  .array(z.enum(newsTags))
  .min(1, "Choose at least one business")
  .transform((values) => [...new Set(values)]);

export const newsStatuses = ["draft", "scheduled", "published", "unpublished"] as const;
export type NewsStatusValue = (typeof newsStatuses)[number];

interface Publication {
  status: NewsStatusValue;
  publishAt?: string | null;
  unpublishAt?: string | null;
}

/** The rules of the publishing times, in UTC, for every writer. */
function checkPublication(value: Publication, ctx: z.RefinementCtx): void {
  if (value.status === "scheduled" && !value.publishAt)
    ctx.addIssue({ code: "custom", path: ["publishAt"], message: "Choose when it goes live" });
  if (
    value.publishAt &&
    value.unpublishAt &&
    Date.parse(value.unpublishAt) <= Date.parse(value.publishAt)
  )
    ctx.addIssue({
      code: "custom",
      path: ["unpublishAt"],
      message: "Choose a time after it goes live",
    });
}

const instant = z.iso.datetime({ message: "Expected an ISO date and time in UTC" });

/** What the news store checks before it writes an item. */
export const newsFieldsSchema = z
  .object({
    ...newsFields,
    slug: slug.optional(),
    tags: tags.optional(),
    status: z.enum(newsStatuses).default("published"),
    publishAt: instant.nullish(),
    unpublishAt: instant.nullish(),
  })
  .superRefine(checkPublication);

/** A `datetime-local` field in Lagos time, as a UTC instant; empty is null. */
const lagosTime = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (!value) return null;
    const utc = lagosToUtc(value);
    if (utc) return utc;
    ctx.addIssue({ code: "custom", message: "Use a date and time such as 2026-11-24 09:00" });
    return z.NEVER;
  });

export const newsFormSchema = z
  .object({
    ...newsFields,
    // Empty: made from the title for a new item, unchanged for an existing one.
    slug: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(slug.optional()),
    tags,
    status: z.enum(newsStatuses).default("published"),
    publishAt: lagosTime,
    unpublishAt: lagosTime,
    imageUrl: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || /^\/(media|images)\/[\w./-]+$/.test(value),
        "Invalid image",
      )
      .transform((value) => value || null),
    version: z.coerce.number().int().min(1).optional(),
    translations: z.object({
      fr: translationSchema,
      pt: translationSchema,
      es: translationSchema,
      zh: translationSchema,
    }),
  })
  .superRefine((value, ctx) => {
    checkPublication(value, ctx);
    // An editor schedules forwards: a time already past is a slip, not a wish to publish now.
    const now = Date.now();
    if (value.status === "scheduled" && value.publishAt && Date.parse(value.publishAt) <= now)
      ctx.addIssue({ code: "custom", path: ["publishAt"], message: "Choose a time in the future" });
    const live = value.status === "scheduled" || value.status === "published";
    if (live && value.unpublishAt && Date.parse(value.unpublishAt) <= now)
      ctx.addIssue({
        code: "custom",
        path: ["unpublishAt"],
        message: "Choose a time in the future",
      });
  });

export type NewsFormValues = z.output<typeof newsFormSchema>;

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
    slug: text("slug"),
    tags: form.getAll("tags").filter((value) => typeof value === "string"),
    status: text("status") || "published",
    publishAt: text("publishAt"),
    unpublishAt: text("unpublishAt"),
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
