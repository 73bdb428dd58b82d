import { useId, useState } from "react";
import { useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import { contentFor } from "~/.server/content";
import { trackRecordCards } from "~/.server/milestones/public";
import { MilestoneCard } from "~/components/site/milestone-card";
import { PageBanner } from "~/components/site/page-banner";
import { businessOfCategory } from "~/content/businesses";
import { localeFromPath } from "~/i18n/paths";
import { useI18n } from "~/i18n/use-i18n";
import { fill } from "~/lib/fill";
import {
  filterMilestones,
  parseBusinessFilter,
  queryFromUrl,
  searchForQuery,
  type BusinessFilter,
} from "~/lib/milestone-filter";
import { pageMeta } from "~/lib/page-meta";
import { useHydrated } from "~/lib/use-hydrated";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import type { Route } from "./+types/milestone";

/** The same for every visitor: the page cache keeps it. */
export const handle = { sharedPage: { query: ["business", "q"] } } satisfies SharedPageHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { pages } = contentFor(locale);
  return {
    text: pages.milestone,
    labels: { role: pages.common.role, value: pages.common.value, year: pages.common.year },
    items: await trackRecordCards(locale),
  };
}

/** Filtering changes only the query string; the cards are already here. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta(args: Route.MetaArgs) {
  const text = args.loaderData?.text;
  return pageMeta(args, {
    title: text?.metaTitle,
    description: text?.metaDescription,
    trail: [],
  });
}

export default function Milestone({ loaderData }: Route.ComponentProps) {
  const { text, labels, items } = loaderData;
  const { href } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  // The server never sees the hash, so it only counts once the page has hydrated.
  const hydrated = useHydrated();
  const fromUrl = queryFromUrl(location.search, hydrated ? location.hash : "");
  const [words, setWords] = useState(fromUrl.q);
  const query = { business: fromUrl.business, q: words };
  const shown = filterMilestones(items, query);

  function update(next: { business: BusinessFilter; q: string }) {
    navigate(
      { search: searchForQuery(next), hash: "" },
      { replace: true, preventScrollReset: true },
    );
  }

  const options: [BusinessFilter, string][] = [
    ["all", text.all],
    ["capital", text.investmentBanking],
    ["asset-management", text.assetManagement],
  ];

  return (
    <>
      <PageBanner label={text.banner.label} heading={text.banner.heading} text={text.banner.text} />
      <section aria-labelledby={`${id}-results`} className="bg-paper">
        <div className="mx-auto max-w-7xl px-5 py-12 lg:px-8 lg:py-16">
          <form
            method="get"
            action={href("/milestone")}
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              update(query);
            }}
            className="grid gap-4 rounded-xl border border-line bg-white p-5 shadow-sm md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)_auto] md:items-end"
          >
            <div>
              <label
                htmlFor={`${id}-business`}
                className="block text-xs font-semibold tracking-[0.15em] text-muted"
              >
                {text.chooseBusiness}
              </label>
              <select
                id={`${id}-business`}
                name="business"
                value={query.business}
                onChange={(event) =>
                  update({ business: parseBusinessFilter(event.target.value) ?? "all", q: words })
                }
                className="mt-2 h-12 w-full rounded-md border border-line bg-white px-3 font-semibold text-ink"
              >
                {options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label
                htmlFor={`${id}-q`}
                className="block text-xs font-semibold tracking-[0.15em] text-muted"
              >
                {text.searchLabel}
              </label>
              <input
                id={`${id}-q`}
                name="q"
                type="search"
                value={words}
                maxLength={100}
                placeholder={text.searchPlaceholder}
                onChange={(event) => {
                  setWords(event.target.value);
                  update({ business: query.business, q: event.target.value });
                }}
                className="mt-2 h-12 w-full rounded-md border border-line px-3 text-ink placeholder:text-muted/80"
              />
            </div>
            <div className="flex gap-2">
              <button
                type="submit"
                className="h-12 rounded-md bg-main px-6 font-semibold text-white transition-colors duration-200 hover:bg-main-700"
              >
                {text.apply}
              </button>
              {query.business !== "all" || words ? (
                <a
                  href={href("/milestone")}
                  onClick={(event) => {
                    event.preventDefault();
                    setWords("");
                    update({ business: "all", q: "" });
                  }}
                  className="inline-flex h-12 items-center rounded-md border border-line px-4 font-semibold text-main hover:border-main"
                >
                  {text.clear}
                </a>
              ) : null}
            </div>
          </form>

          <h2 id={`${id}-results`} className="sr-only">
            {text.banner.heading}
          </h2>
          <p role="status" className="mt-8 text-sm font-semibold text-muted">
            {shown.length === 1 ? text.oneResult : fill(text.results, { count: shown.length })}
          </p>
          {shown.length > 0 ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {shown.map((item) => (
                <li key={item.id}>
                  <MilestoneCard
                    item={item}
                    labels={labels}
                    business={businessOfCategory(item.category).name}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 rounded-xl border border-dashed border-line bg-white p-8 text-muted">
              {text.empty}
            </p>
          )}
        </div>
      </section>
    </>
  );
}
