import { Link, useLocation } from "react-router";
import { useI18n } from "~/i18n/use-i18n";
import { logoForPath } from "~/lib/logo-for-path";
import { LanguageMenu } from "./language-menu";
import { MegaMenuBar } from "./islands";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  const { t, href } = useI18n();
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-white">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-6 px-5 lg:h-20 lg:px-8">
        <Link to={href("/")} aria-label={t.a11y.homeLink} className="shrink-0 rounded-sm">
          <img
            src={logoForPath(pathname)}
            alt=""
            width={176}
            height={45}
            className="h-10 w-auto lg:h-11"
            data-testid="site-logo"
          />
        </Link>
        <MegaMenuBar />
        <div className="flex items-center gap-2">
          <LanguageMenu />
          <Link
            to={href("/contact")}
            className="hidden h-11 items-center rounded-md bg-main px-5 text-sm font-semibold text-white shadow-sm transition-colors duration-200 hover:bg-main-700 sm:inline-flex"
          >
            {t.nav.contactUs}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
