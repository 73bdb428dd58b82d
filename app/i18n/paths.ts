/** Locale prefixes in URLs: English paths are unprefixed, other locales live under `/{locale}`. */
import { defaultLocale, isLocale, locales, type Locale } from "./locales";

export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** The path without its locale prefix: `/fr/company/about` → `/company/about`, `/fr` → `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === defaultLocale) return pathname || "/";
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith("/") ? rest : "/";
}

/** An unprefixed path (with optional query and hash) in the given locale. */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/")) throw new Error(`Expected an absolute path, got "${path}"`);
  if (locale === defaultLocale) return path;
  const rest = path.slice(1);
  if (rest === "" || rest.startsWith("?") || rest.startsWith("#")) return `/${locale}${rest}`;
  return `/${locale}/${rest}`;
}

/** The same page in every locale, for hreflang alternates and the language menu. */
export function alternatePaths(pathname: string): Record<Locale, string> {
  const base = stripLocale(pathname);
  return Object.fromEntries(
    locales.map((locale) => [locale, localizePath(base, locale)]),
  ) as Record<Locale, string>;
}
