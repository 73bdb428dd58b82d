/**
 * The person form: how its textareas are written (paragraphs and feature groups separated by blank
 * lines) and its rules, shared by the browser (before sending) and the server (before saving).
 */
import { z } from "zod";
import { locales, type Locale } from "~/i18n/locales";
import { personTextFields, personFieldsRules, type FeatureGroup } from "./person-schema";
import { slugify } from "./slugify";

/** A biography typed in a textarea: paragraphs separated by a blank line. */
function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);
}

export function joinParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.join("\n\n");
}

/**
 * Feature groups typed in a textarea: groups separated by a blank line, each a title line followed
 * by one item per line (a leading "-" or "•" is allowed and dropped).
 */
function splitFeatures(text: string): FeatureGroup[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) =>
      block
        .split(/\r?\n/)
        .map((line) => line.replace(/^\s*[-•*]\s*/, "").trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(([title, ...items]) => ({ title: title!, items }));
}

export function joinFeatures(groups: readonly FeatureGroup[]): string {
  return groups.map((group) => [group.title, ...group.items].join("\n")).join("\n\n");
}

/** The form's fields as typed: every text a string. */
export type PersonFormInput = ReturnType<typeof readPersonForm>;

/**
 * The form's rules: textareas become paragraphs and groups, an empty address is made from the
 * name, and the portrait is a media library address (turned into the image's id on the server).
 */
export const personFormSchema = z.preprocess(
  (value) => {
    const input = value as PersonFormInput;
    return { ...input, slug: input.slug.trim() || slugify(input.name, 80, "") };
  },
  personFieldsRules(
    {
      imageUrl: z
        .string()
        .trim()
        .refine(
          (value) => value === "" || /^\/media\/[\w./-]+$/.test(value),
          "Choose an image from the media library",
        )
        .transform((value) => value || null),
      version: z.coerce.number().int().min(1).optional(),
    },
    personTextFields(z.string().transform(splitParagraphs), z.string().transform(splitFeatures)),
  ),
);

/** Reads the form's fields (`translations.fr.role` and so on) as typed, for the schema. */
export function readPersonForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    list: text("list"),
    name: text("name"),
    slug: text("slug"),
    imageUrl: text("imageUrl"),
    version: text("version") || undefined,
    translations: Object.fromEntries(
      locales.map((locale) => [
        locale,
        {
          role: text(`translations.${locale}.role`),
          biography: text(`translations.${locale}.biography`),
          features: text(`translations.${locale}.features`),
        },
      ]),
    ) as Record<Locale, { role: string; biography: string; features: string }>,
  };
}
