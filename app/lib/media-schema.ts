/**
 * What staff write about an image in the media library: alt text and a caption in each language
 * (English alt text required; the other languages fall back to English) and a credit line. Shared
 * by the library's form and the server that stores it.
 */
import { z } from "zod";
import { locales, type Locale } from "~/i18n/locales";

export const mediaLimits = { alt: 300, caption: 500, credit: 200 } as const;

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine((value) => !/\p{Cc}/u.test(value), "Remove the control characters from this text.");

const textSchema = z.object({ alt: line(mediaLimits.alt), caption: line(mediaLimits.caption) });

export const mediaDetailsSchema = z.object({
  credit: line(mediaLimits.credit),
  texts: z
    .object(
      Object.fromEntries(locales.map((locale) => [locale, textSchema])) as Record<
        Locale,
        typeof textSchema
      >,
    )
    .superRefine((texts, context) => {
      if (!texts.en.alt)
        context.addIssue({
          code: "custom",
          path: ["en", "alt"],
          message:
            "Describe the image in English for people who cannot see it (other languages fall back to it).",
        });
    }),
});

export type MediaDetails = z.output<typeof mediaDetailsSchema>;

/** The form's fields as the schema reads them: `credit`, `alt.{locale}`, `caption.{locale}`. */
export function readMediaForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    credit: text("credit"),
    texts: Object.fromEntries(
      locales.map((locale) => [
        locale,
        { alt: text(`alt.${locale}`), caption: text(`caption.${locale}`) },
      ]),
    ),
  };
}
