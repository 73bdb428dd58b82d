/**
 * The small-screen menu: a toggle that opens every section, the search page, the languages and
 * Contact Us. Its
 * panel is rendered only while open, like the desktop mega-menus, so it costs a page nothing until
 * it is used.
 */
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ChevronDown, CloseIcon, MenuIcon } from "~/components/ui/icons";
import { localeNames, locales } from "~/i18n/locales";
import { useI18n } from "~/i18n/use-i18n";
import { useLocationChange } from "~/lib/use-location-change";
import { menus } from "./navigation";
import { LanguageLink } from "./language-link";

export function MobileMenu() {
  const { t, href } = useI18n();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useLocationChange(() => setOpen(false));

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape" && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <div className="lg:hidden" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-main-50"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-line bg-white shadow-xl"
        >
          <nav aria-label={t.a11y.mainNavigation} className="px-5 py-4">
            <ul className="divide-y divide-line">
              {menus.map((menu) => (
                <li key={menu.key}>
                  <details className="group py-1">
                    <summary className="flex h-12 cursor-pointer list-none items-center justify-between font-semibold text-ink [&::-webkit-details-marker]:hidden">
                      {menu.label(t)}
                      <ChevronDown className="size-5 transition-transform duration-300 group-open:rotate-180" />
                    </summary>
                    <p className="pb-2 text-sm leading-relaxed text-muted">{menu.description(t)}</p>
                    <ul className="pb-3">
                      {menu.links.map((link) => (
                        <li key={link.path}>
                          <Link
                            to={href(link.path)}
                            className="block rounded-md px-3 py-2.5 text-ink hover:bg-main-50 hover:text-main"
                          >
                            {link.label(t)}
                          </Link>
                        </li>
                      ))}
                      <li>
                        <Link
                          to={href("/contact")}
                          className="block rounded-md px-3 py-2.5 font-semibold text-main hover:bg-main-50"
                        >
                          {t.nav.contactUs}
                        </Link>
                      </li>
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
            <Link
              to={href("/search")}
              className="mt-3 flex h-12 items-center rounded-md border border-line px-4 font-semibold text-ink hover:border-main"
            >
              {t.nav.search}
            </Link>
            <p className="mt-4 text-xs font-semibold uppercase tracking-widest text-muted">
              {t.nav.language}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {locales.map((target) => (
                <li key={target}>
                  <LanguageLink
                    target={target}
                    className={(current) =>
                      `inline-flex h-11 items-center rounded-full border px-4 text-sm ${
                        current
                          ? "border-main bg-main text-white"
                          : "border-line text-ink hover:border-main"
                      }`
                    }
                  >
                    {localeNames[target]}
                  </LanguageLink>
                </li>
              ))}
            </ul>
            <Link
              to={href("/contact")}
              className="mt-6 flex h-12 items-center justify-center rounded-md bg-main font-semibold text-white hover:bg-main-700"
            >
              {t.nav.contactUs}
            </Link>
          </nav>
        </div>
      ) : null}
    </div>
  );
}
