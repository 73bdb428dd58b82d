import { data, Link } from "react-router";
import { requestedPage, requirePageInRange } from "~/.server/pagination";
import { publishedNewsPage } from "~/.server/news/public";
import { NewsCard } from "~/components/site/news-card";
import { NewsUnavailable } from "~/components/site/news-unavailable";
import { fill } from "~/i18n/format";
import { localeFromPath } from "~/i18n/paths";
import { metaRootData, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/page-meta";
import { pageHref } from "~/lib/pagination";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import type { Route } from "./+types/news";

/** The same for every visitor: the page cache keeps it. */
export const handle = { sharedPage: { query: ["page"] } } satisfies SharedPageHandle;

const newsPageSize = 5;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = requestedPage(request);
  let result;
  try {
    result = await publishedNewsPage(locale, page, newsPageSize);
  } catch (error) {
    console.error("[news] listing news failed:", error);
    return data({ ok: false as const }, { status: 503, headers: { "Retry-After": "30" } });
  }
  requirePageInRange(page, result.pageCount);
  return {
    ok: true as const,
    items: result.items,
    page: result.page,
    pageCount: result.pageCount,
  };
}

export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaRootData(args.matches);
  const page = args.loaderData?.ok ? args.loaderData.page : 1;
  return pageMeta(args, {
    title:
      page > 1
        ? `${t.news.heading} · ${fill(t.news.page, { page, count: args.loaderData?.ok ? args.loaderData.pageCount : 1 })}`
        : t.news.heading,
    canonicalSearch: page > 1 ? `?page=${page}` : "",
    newsFeed: true,
    trail: [],
  });
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-5xl px-5 py-16 lg:px-8 lg:py-20">
      <h1 className="font-serif text-4xl text-main lg:text-5xl">{t.news.heading}</h1>
      {!loaderData.ok ? (
        <NewsUnavailable className="mt-10" />
      ) : loaderData.items.length === 0 ? (
        <p className="mt-10 text-muted">{t.news.empty}</p>
      ) : (
        <>
          <ul className="mt-10 grid gap-8 md:grid-cols-2">
            {loaderData.items.map((item, index) => (
              <li key={item.id} className={`flex ${index === 0 ? "md:col-span-2" : ""}`}>
                <NewsCard item={item} headingLevel={2} prominent={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
        </>
      )}
    </div>
  );
}

function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t, href } = useI18n();
  if (pageCount <= 1) return null;
  const hrefOf = (n: number) => href(pageHref("/news", n));
  const linkClass =
    "inline-flex h-11 min-w-11 items-center justify-center rounded-md border px-4 font-semibold transition-colors duration-200";
  return (
    <nav
      aria-label={t.news.pagination}
      className="mt-14 flex flex-wrap items-center justify-center gap-2"
    >
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
