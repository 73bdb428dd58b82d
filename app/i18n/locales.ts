/** The site's locales. English is the default and its paths have no prefix. */
export const locales = ["en", "fr", "pt", "es", "zh"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** BCP 47 tags for `<html lang>`, hreflang and Intl formatting. */
export const localeTags: Record<Locale, string> = {
  en: "en",
  fr: "fr",
  pt: "pt",
  es: "es",
  zh: "zh-Hans",
};

/** Each language named in itself, as the language menu shows it. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  pt: "Português",
  es: "Español",
  zh: "中文",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
