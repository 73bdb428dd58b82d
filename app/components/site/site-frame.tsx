import { localeRedirectScript } from "~/i18n/locale-cookie";
import { defaultLocale } from "~/i18n/locales";
import { useI18n } from "~/i18n/use-i18n";
import { SiteFooter } from "./islands";
import { ScrollToTop } from "./scroll-to-top";
import { SiteHeader } from "./site-header";

/** Every public page: skip link, header, the page itself, footer. */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  const { t, locale } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col">
      {locale === defaultLocale && (
        // Static text, hashed into the Content-Security-Policy like every inline script.
        <script dangerouslySetInnerHTML={{ __html: localeRedirectScript }} />
      )}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-main px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t.a11y.skipToContent}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
