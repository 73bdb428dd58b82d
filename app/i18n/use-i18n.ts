/**
 * The shell's messages in the page's language. The root loader sends the catalog of the page's
 * locale with the page (and again only when a navigation changes the locale), so the browser never
 * downloads the other four.
 */
import { useRouteLoaderData } from "react-router";
import type { Locale } from "./locales";
import type { Messages } from "./messages";
import { localizePath } from "./paths";

/** The shell's messages a page needs: all but the e-mails, which only the server writes. */
export type PageMessages = Omit<Messages, "emails">;

/** What the root loader returns for every page. */
export interface RootData {
  /** `https://example.com`, for canonical and share URLs. */
  origin: string;
  locale: Locale;
  t: PageMessages;
}

export interface I18n {
  locale: Locale;
  t: PageMessages;
  /** An unprefixed path in the current locale. */
  href: (path: string) => string;
}

function i18nFrom({ locale, t }: RootData): I18n {
  return { locale, t, href: (path) => localizePath(path, locale) };
}

/** The current page's locale, its messages and a path localiser. */
export function useI18n(): I18n {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("The root loader's data is missing; it carries the messages.");
  return i18nFrom(data);
}

/** The root loader's data for a meta function, which gets the matched routes instead of hooks. */
export function metaRootData(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): RootData {
  const data = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!data) throw new Error("The root loader's data is missing; it carries the messages.");
  return data;
}
