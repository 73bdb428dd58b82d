/**
 * The header's search field on wide screens: a plain GET form to the locale's search page, so it
 * works before and without JavaScript (the search page cuts a long query and says so). Part of the desktop menu bar's island, so phones (whose menu
 * links to the search page instead) never fetch its code for a first load.
 */
import { iconBase, type IconProps } from "~/components/ui/icons";
import { useI18n } from "~/i18n/use-i18n";

export function HeaderSearch() {
  const { t, href } = useI18n();
  return (
    <form
      method="get"
      action={href("/search")}
      role="search"
      className="hidden items-center lg:flex"
    >
      <label htmlFor="site-search" className="sr-only">
        {t.search.label}
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        placeholder={t.nav.search}
        className="hidden h-10 w-40 rounded-md border border-line px-3 text-sm text-ink placeholder:text-muted xl:block"
      />
      <button
        type="submit"
        aria-label={t.search.submit}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-main-50"
      >
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}

/** Drawn here rather than with the shared icons, so only the desktop bar's code carries it. */
function SearchIcon({ className }: IconProps) {
  return (
    <svg {...iconBase} className={className}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </svg>
  );
}
