/**
 * The desktop navigation: three disclosure mega-menus that open on hover or click.
 * Keyboard: Enter/Space toggle, ArrowDown opens and enters, arrows move, Escape closes and
 * returns focus to the menu's button, Left/Right move between the menus.
 * A panel is rendered only while it is open: the three panels would be two fifths of every page's
 * markup, parsed and hydrated before the first paint, for menus most visitors never open. Every
 * page they link to is also linked from the footer and listed in the sitemap.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ArrowRight, ChevronDown } from "~/components/ui/icons";
import { useI18n } from "~/i18n/use-i18n";
import { handleMenuKeys, moveFocus } from "~/lib/focus";
import { useClickOutside } from "~/lib/use-dismiss";
import { useLocationChange } from "~/lib/use-location-change";
import { HeaderSearch } from "./header-search";
import { menus, type Menu, type MenuKey } from "./navigation";

const hoverCloseDelayMs = 150;

export function MegaMenuBar() {
  const { t } = useI18n();
  const [open, setOpen] = useState<MenuKey | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The menu the pointer just opened: the click that follows the hover keeps it open.
  const hoverOpened = useRef<MenuKey | null>(null);
  const close = useCallback(() => setOpen(null), []);

  useClickOutside(navRef, open !== null, close);
  useLocationChange(close);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function hoverOpen(key: MenuKey) {
    clearTimeout(closeTimer.current);
    hoverOpened.current = key;
    setOpen(key);
  }
  function toggle(key: MenuKey) {
    const openedByHover = hoverOpened.current === key;
    hoverOpened.current = null;
    if (open === key && openedByHover) return;
    setOpen(open === key ? null : key);
  }
  function hoverClose() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(null), hoverCloseDelayMs);
  }
  function focusSibling(from: MenuKey, step: 1 | -1) {
    const buttons = Array.from(
      navRef.current?.querySelectorAll<HTMLButtonElement>("[data-menu-button]") ?? [],
    );
    const index = menus.findIndex((menu) => menu.key === from);
    const next = buttons[(index + step + buttons.length) % buttons.length];
    if (open) setOpen(next?.dataset.menuButton as MenuKey);
    next?.focus();
  }

  return (
    <>
      <nav ref={navRef} aria-label={t.a11y.mainNavigation} className="hidden h-full lg:block">
        <ul className="flex h-full items-stretch gap-1">
          {menus.map((menu) => (
            <MegaMenuItem
              key={menu.key}
              menu={menu}
              isOpen={open === menu.key}
              onToggle={() => toggle(menu.key)}
              onOpen={() => setOpen(menu.key)}
              onClose={close}
              onHoverOpen={() => hoverOpen(menu.key)}
              onHoverClose={hoverClose}
              onSibling={(step) => focusSibling(menu.key, step)}
            />
          ))}
        </ul>
      </nav>
      <HeaderSearch />
    </>
  );
}

interface ItemProps {
  menu: Menu;
  isOpen: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
  onHoverOpen: () => void;
  onHoverClose: () => void;
  onSibling: (step: 1 | -1) => void;
}

function MegaMenuItem(props: ItemProps) {
  const { menu, isOpen } = props;
  const { t } = useI18n();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => {
    if (isOpen && focusFirstOnOpen.current) moveFocus(panelRef.current, "first");
    focusFirstOnOpen.current = false;
  }, [isOpen]);

  function closeAndReturn() {
    props.onClose();
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (isOpen) moveFocus(panelRef.current, "first");
      else {
        focusFirstOnOpen.current = true;
        props.onOpen();
      }
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      props.onClose();
    } else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      props.onSibling(event.key === "ArrowRight" ? 1 : -1);
    }
  }

  function onPanelKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      closeAndReturn();
      return;
    }
    handleMenuKeys(event, panelRef.current);
  }

  function onBlur(event: React.FocusEvent) {
    // Tabbing out of the item closes it; moving within it does not.
    if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      props.onClose();
    }
  }

  return (
    <li
      className="flex items-center"
      onPointerEnter={(event) => event.pointerType === "mouse" && props.onHoverOpen()}
      onPointerLeave={(event) => event.pointerType === "mouse" && props.onHoverClose()}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        data-menu-button={menu.key}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={props.onToggle}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex h-11 items-center gap-1.5 rounded-md px-4 text-[15px] font-medium transition-colors duration-200 ${
          isOpen ? "bg-main-50 text-main" : "text-ink hover:bg-main-50 hover:text-main"
        }`}
      >
        {menu.label(t)}
        <ChevronDown
          className={`size-4 transition-transform duration-300 ease-calm ${isOpen ? "rotate-180" : ""}`}
        />
      </button>
      {isOpen ? (
        <MegaMenuPanel id={panelId} menu={menu} panelRef={panelRef} onKeyDown={onPanelKeyDown} />
      ) : null}
    </li>
  );
}

interface PanelProps {
  id: string;
  menu: Menu;
  panelRef: React.RefObject<HTMLDivElement | null>;
  onKeyDown: (event: React.KeyboardEvent) => void;
}

function MegaMenuPanel({ id, menu, panelRef, onKeyDown }: PanelProps) {
  const { t, href } = useI18n();
  return (
    <div
      ref={panelRef}
      id={id}
      onKeyDown={onKeyDown}
      className="absolute inset-x-0 top-full z-40 border-t border-line bg-white shadow-[0_24px_48px_-24px_rgba(1,42,6,0.35)]"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-8 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="border-l-2 border-capital pl-6">
          <p className="font-serif text-2xl text-main">{menu.heading(t)}</p>
          <p className="mt-3 max-w-sm leading-relaxed text-muted">{menu.description(t)}</p>
          <Link
            to={href("/contact")}
            className="mt-6 inline-flex items-center gap-2 font-semibold text-main underline-offset-4 hover:underline"
          >
            {t.nav.contactUs}
            <ArrowRight className="size-4" />
          </Link>
        </div>
        <ul className="grid content-start gap-x-8 gap-y-1 sm:grid-cols-2">
          {menu.links.map((link) => (
            <li key={link.path}>
              <Link
                to={href(link.path)}
                className="group block rounded-md px-4 py-3 transition-colors duration-200 hover:bg-main-50"
              >
                <span className="flex items-center gap-2 font-semibold text-ink group-hover:text-main">
                  {link.label(t)}
                  <ArrowRight className="size-4 -translate-x-1 opacity-0 transition duration-300 ease-calm group-hover:translate-x-0 group-hover:opacity-100 group-focus-visible:translate-x-0 group-focus-visible:opacity-100" />
                </span>
                {link.text ? (
                  <span className="mt-1 block text-sm leading-relaxed text-muted">
                    {link.text(t)}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
