import { Link, useLocation } from "react-router";
import { rememberLocale } from "~/i18n/locale-cookie";
import { localeTags, type Locale } from "~/i18n/locales";
import { alternatePaths } from "~/i18n/paths";
import { useI18n } from "~/i18n/use-i18n";

/** A link to the same page, query and section in another language; following it remembers the choice. */
export function LanguageLink({
  target,
  className,
  children,
}: {
  target: Locale;
  /** The link's classes, by whether it is the page's own language. */
  className: (current: boolean) => string;
  children: React.ReactNode;
}) {
  const { locale } = useI18n();
  const { pathname, search, hash } = useLocation();
  const current = target === locale;
  return (
    <Link
      to={alternatePaths(pathname)[target] + search + hash}
      hrefLang={localeTags[target]}
      lang={localeTags[target]}
      aria-current={current ? "true" : undefined}
      onClick={() => rememberLocale(target)}
      className={className(current)}
    >
      {children}
    </Link>
  );
}
