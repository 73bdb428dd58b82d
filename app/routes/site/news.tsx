import { data, Link } from "react-router";
import { pageHeaders } from "~/lib/page-headers";
import { notFound } from "~/.server/http-errors";
import { requestedPage, requirePageInRange } from "~/.server/pagination";
import { publishedNewsPage } from "~/.server/news/public";
import { NewsCard } from "~/components/site/news-card";
import { NewsUnavailable } from "~/components/site/news-unavailable";
import { Pagination } from "~/components/site/pagination";
import { fill } from "~/i18n/format";
import { localeFromPath } from "~/i18n/paths";
import { metaRootData, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/page-meta";
import { newsTagInfos, tagForSlug } from "~/lib/news-tags";
import { pageHref } from "~/lib/pagination";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import type { Route } from "./+types/news";
import { log } from "~/.server/log";

/** The same for every visitor: the page cache keeps it. */
export const handle = { sharedPage: { query: ["page", "business"] } } satisfies SharedPageHandle;

const newsPageSize = 5;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = requestedPage(request);
  const business = url.searchParams.get("business");
  const tag = business === null ? undefined : tagForSlug(business);
  // A business that does not exist is no page, not an empty list.
  if (business !== null && !tag) notFound();
  let result;
  try {
    result = await publishedNewsPage(locale, page, newsPageSize, tag);
  } catch (error) {
    log.error({ err: error }, "news: listing news failed");
    return data({ ok: false as const }, { status: 503, headers: { "Retry-After": "30" } });
  }
  requirePageInRange(page, result.pageCount);
  return {
    ok: true as const,
    business,
    items: result.items,
    page: result.page,
    pageCount: result.pageCount,
  };
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  const { t } = metaRootData(args.matches);
  const loaded = args.loaderData?.ok ? args.loaderData : undefined;
  const page = loaded?.page ?? 1;
  const business = loaded?.business
    ? newsTagInfos.find((info) => info.slug === loaded.business)
    : undefined;
  const title = [
    t.news.heading,
    business?.name,
    page > 1 ? fill(t.news.page, { page, count: loaded?.pageCount ?? 1 }) : undefined,
  ]
    .filter(Boolean)
    .join(" · ");
  return pageMeta(args, {
    title,
    canonicalSearch: pageHref("", page, business ? { business: business.slug } : {}),
    newsFeed: true,
    trail: [],
  });
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-5xl px-5 py-16 lg:px-8 lg:py-20">
      <h1 className="font-serif text-4xl text-main lg:text-5xl">{t.news.heading}</h1>
      {loaderData.ok ? <BusinessFilter current={loaderData.business} /> : null}
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
          <Pagination
            path="/news"
            label={t.news.pagination}
            page={loaderData.page}
            pageCount={loaderData.pageCount}
            query={loaderData.business ? { business: loaderData.business } : {}}
          />
        </>
      )}
    </div>
  );
}

/** Links that narrow the list to one business (crawlable: each is a page of its own). */
function BusinessFilter({ current }: { current: string | null }) {
  const { t, href } = useI18n();
  const options = [
    { slug: null, name: t.news.allNews },
    ...newsTagInfos.map((info) => ({ slug: info.slug, name: info.name })),
  ];
  return (
    <nav
      aria-label={t.news.filterLabel}
      className="-mx-5 mt-8 overflow-x-auto px-5 sm:mx-0 sm:px-0"
    >
      {/* One scrolling row on a phone, wrapped lines on wider screens. */}
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {options.map((option) => {
          const active = option.slug === current;
          return (
            <li key={option.slug ?? "all"}>
              <Link
                to={href(pageHref("/news", 1, option.slug ? { business: option.slug } : {}))}
                aria-current={active ? "page" : undefined}
                className={`inline-flex h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors duration-200 ${active ? "border-main bg-main text-white" : "border-line text-ink hover:border-main"}`}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
