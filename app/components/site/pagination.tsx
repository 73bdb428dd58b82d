import { Link } from "react-router";
import { fill } from "~/i18n/format";
import { useI18n } from "~/i18n/use-i18n";
import { pageHref } from "~/lib/pagination";

/** Links to every page of a paged list at `path` (unprefixed), narrowed by `query`. */
export function Pagination({
  path,
  label,
  page,
  pageCount,
  query,
}: {
  path: string;
  /** The navigation's accessible name: "News pages". */
  label: string;
  page: number;
  pageCount: number;
  query: Record<string, string>;
}) {
  const { t, href } = useI18n();
  if (pageCount <= 1) return null;
  const hrefOf = (n: number) => href(pageHref(path, n, query));
  const linkClass =
    "inline-flex h-11 min-w-11 items-center justify-center rounded-md border px-4 font-semibold transition-colors duration-200";
  return (
    <nav aria-label={label} className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          to={hrefOf(page - 1)}
          rel="prev"
          className={`${linkClass} border-line text-main hover:border-main`}
        >
          {t.news.previous}
        </Link>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={hrefOf(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={fill(t.news.goToPage, { page: n })}
              className={`${linkClass} ${n === page ? "border-main bg-main text-white" : "border-line text-ink hover:border-main"}`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link
          to={hrefOf(page + 1)}
          rel="next"
          className={`${linkClass} border-line text-main hover:border-main`}
        >
          {t.news.next}
        </Link>
      ) : null}
    </nav>
  );
}
