/** The language dropdown: the same page and section in another language; the choice is remembered. */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ChevronDown, Globe } from "~/components/ui/icons";
import { localeNames, locales } from "~/i18n/locales";
import { useI18n } from "~/i18n/use-i18n";
import { handleMenuKeys, moveFocus } from "~/lib/focus";
import { useClickOutside } from "~/lib/use-dismiss";
import { useLocationChange } from "~/lib/use-location-change";
import { LanguageLink } from "./language-link";

export function LanguageMenu() {
  const { locale, t } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useClickOutside(rootRef, open, close);
  useLocationChange(close);
  useEffect(() => {
    if (open) moveFocus(listRef.current, "first");
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (open) handleMenuKeys(event, listRef.current);
    else if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t.nav.language}: ${localeNames[locale]}`}
        onClick={() => setOpen(!open)}
        className="inline-flex h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-ink transition-colors duration-200 hover:bg-main-50 hover:text-main"
      >
        <Globe className="size-5" />
        <span aria-hidden>{locale.toUpperCase()}</span>
        <ChevronDown
          className={`size-4 transition-transform duration-300 ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        aria-label={t.nav.chooseLanguage}
        className="absolute right-0 top-full z-50 mt-2 min-w-44 overflow-hidden rounded-lg border border-line bg-white py-1 shadow-xl"
      >
        {locales.map((target) => (
          <li key={target}>
            <LanguageLink
              target={target}
              className={(current) =>
                `flex items-center justify-between gap-4 px-4 py-2.5 text-sm transition-colors duration-200 hover:bg-main-50 ${
                  current ? "font-semibold text-main" : "text-ink"
                }`
              }
            >
              {localeNames[target]}
              <span className="text-xs uppercase text-muted">{target}</span>
            </LanguageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
