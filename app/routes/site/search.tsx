import { data, Link } from "react-router";
import { db } from "~/.server/db/client";
import { requestedPage, requirePageInRange } from "~/.server/pagination";
import { searchQuery, searchSite } from "~/.server/search/search";
import { Pagination } from "~/components/site/pagination";
import { fill, plural } from "~/i18n/format";
import { localeFromPath } from "~/i18n/paths";
import { metaRootData, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/page-meta";
import { pageCountFor } from "~/lib/pagination";
import { maxQueryLength, type SearchHit, type SnippetPart } from "~/lib/search";
import type { Route } from "./+types/search";

// No `handle.sharedPage`: every query is its own page, so none is kept in the page cache (which
// anyone could otherwise fill with made-up queries); the answer is private and never indexed.

const searchPageSize = 10;

/** Results pages are not for search engines: neither listed nor indexed. */
const noindex = { "X-Robots-Tag": "noindex" };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = requestedPage(request);
  const query = searchQuery(url.searchParams.get("q"));
  const { hits, total } = query.text
    ? await searchSite(db, { terms: query.terms, locale, page, pageSize: searchPageSize })
    : { hits: [] as SearchHit[], total: 0 };
  const pageCount = pageCountFor(total, searchPageSize);
  requirePageInRange(page, pageCount);
  return data(
    // The limit travels with the data, so the page's code does not carry the module that sets it.
    {
      q: query.text,
      truncated: query.truncated,
      maxLength: maxQueryLength,
      hits,
      total,
      page,
      pageCount,
    },
    { headers: noindex },
  );
}

export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => merged.set(name, value));
  merged.set("X-Robots-Tag", "noindex");
  return merged;
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaRootData(args.matches);
  const q = args.loaderData?.q;
  return [
    ...pageMeta(args, { title: q ? `${q} · ${t.search.heading}` : t.search.heading }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t, href, locale } = useI18n();
  const { q, truncated, maxLength, hits, total, page, pageCount } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-5 py-14 lg:px-8 lg:py-20">
      <h1 className="font-serif text-4xl text-main lg:text-5xl">{t.search.heading}</h1>
      <form
        method="get"
        action={href("/search")}
        role="search"
        className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="search-page-q" className="block text-sm font-semibold text-ink">
            {t.search.label}
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={maxLength}
            placeholder={t.search.placeholder}
            autoComplete="off"
            aria-describedby={truncated ? "search-page-truncated" : undefined}
            className="mt-2 h-12 w-full rounded-md border border-line bg-white px-4 text-ink placeholder:text-muted/80"
          />
        </div>
        <button
          type="submit"
          className="h-12 rounded-md bg-main px-7 font-semibold text-white transition-colors duration-200 hover:bg-main-700"
        >
          {t.search.submit}
        </button>
      </form>
      {truncated ? (
        <p id="search-page-truncated" className="mt-3 text-sm text-muted">
          {fill(t.search.tooLong, { max: maxLength })}
        </p>
      ) : null}

      {!q ? (
        <p className="mt-10 max-w-2xl leading-relaxed text-muted">{t.search.hint}</p>
      ) : total === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-line bg-paper p-8">
          <p role="status" className="leading-relaxed text-ink">
            {fill(t.search.none, { query: q })}
          </p>
          <p className="mt-4 text-sm text-muted">
            {t.search.noneLinks}{" "}
            <Link to={href("/news")} className="font-semibold text-main underline">
              {t.footer.links.news}
            </Link>
            {" · "}
            <Link to={href("/milestone")} className="font-semibold text-main underline">
              {t.footer.links.trackRecord}
            </Link>
            {" · "}
            <Link to={href("/contact")} className="font-semibold text-main underline">
              {t.footer.links.contact}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="mt-10 text-sm font-semibold text-muted">
            {plural(t.search.results, total, locale).replace("{query}", () => q)}
          </p>
          <ol
            className="mt-6 divide-y divide-line border-y border-line"
            data-testid="search-results"
          >
            {hits.map((hit) => (
              <li key={hit.url} className="py-6">
                <p className="text-xs font-semibold uppercase tracking-[0.15em] text-muted">
                  {t.search.kinds[hit.kind]}
                </p>
                <h2 className="mt-1.5 font-serif text-xl leading-snug text-ink lg:text-2xl">
                  <Link
                    to={hit.url}
                    className="rounded-sm underline-offset-4 hover:text-main hover:underline"
                  >
                    <Marked parts={hit.title} />
                  </Link>
                </h2>
                {hit.snippet.length ? (
                  <p className="mt-2 leading-relaxed text-muted">
                    <Marked parts={hit.snippet} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          <Pagination
            path="/search"
            label={t.search.pagination}
            page={page}
            pageCount={pageCount}
            query={{ q }}
          />
        </>
      )}
    </div>
  );
}

/** Text with the searched words in `<mark>`; React escapes every part, so content stays text. */
function Marked({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, index) =>
    part.mark ? (
      <mark key={index} className="rounded-sm bg-main-50 px-0.5 font-semibold text-main-900">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
