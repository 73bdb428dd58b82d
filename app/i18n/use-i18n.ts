import { useLocation } from "react-router";
import type { Locale } from "./locales";
import { messages, type Messages } from "./messages";
import { localeFromPath, localizePath } from "./paths";

export interface I18n {
  locale: Locale;
  t: Messages;
  /** An unprefixed path in the current locale. */
  href: (path: string) => string;
}

/** The current page's locale, its messages and a path localiser; the locale comes from the URL. */
export function useI18n(): I18n {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return { locale, t: messages[locale], href: (path) => localizePath(path, locale) };
}
