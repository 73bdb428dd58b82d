import { data } from "react-router";
import { pageHeaders } from "~/lib/page-headers";
import { contentFor } from "~/.server/content";
import { db } from "~/.server/db/client";
import { businessTrackRecord } from "~/.server/milestones/public";
import { personCards } from "~/.server/people/queries";
import { notFound } from "~/.server/http-errors";
import { businessNews } from "~/.server/news/public";
import type { BusinessPageData } from "~/components/site/business/business-page-data";
import { BusinessPageSection } from "~/components/site/business/business-section";
import { PageBanner } from "~/components/site/page-banner";
import { businessBySlug } from "~/content/businesses";
import { partnersFor } from "~/content/partners";
import { localeFromPath } from "~/i18n/paths";
import { pageMeta } from "~/lib/page-meta";
import { useHashScroll } from "~/lib/use-hash-scroll";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import type { Route } from "./+types/business";

/** The same for every visitor: the page cache keeps it. */
export const handle = { sharedPage: { query: [] } } satisfies SharedPageHandle;

const trackRecordCount = 3;
const newsCount = 3;

export async function loader({ request, params }: Route.LoaderArgs) {
  const business = businessBySlug(params.business);
  if (!business) notFound();
  const locale = localeFromPath(new URL(request.url).pathname);
  const content = contentFor(locale);
  const trackRecord = "trackRecord" in business ? business.trackRecord : undefined;
  const [news, trackRecordCards] = await Promise.all([
    businessNews(locale, newsCount, business.key),
    "trackRecord" in business ? businessTrackRecord(locale, business.key, trackRecordCount) : [],
  ]);
  const page: BusinessPageData = {
    business: {
      key: business.key,
      slug: business.slug,
      name: business.name,
      poster: business.hero.poster,
      serviceCta: business.serviceCta,
      trackRecordPath: trackRecord ? `/milestone#${trackRecord.filter}` : null,
    },
    text: content.business[business.key],
    common: content.pages.common,
    viewProfile: content.pages.management.viewProfile,
    sections: business.sections,
    partners: partnersFor[business.key],
    people: await personCards(db, locale, business.key),
    trackRecord: trackRecordCards ?? [],
    news: news?.items ?? null,
    newsPath: news?.own ? `/news?business=${business.slug}` : "/news",
  };
  const complete = news && trackRecordCards;
  return data(page, complete ? undefined : { headers: { "Cache-Control": "private, no-store" } });
}

/** A page whose news or track record could not be read is for this moment only: no cache may keep it. */
export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  if (!loaded) return [...pageMeta(args, {}), { name: "robots", content: "noindex" }];
  return pageMeta(args, {
    title: loaded.text.metaTitle,
    description: loaded.text.metaDescription,
    image: loaded.business.poster,
    trail: [],
  });
}

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  useHashScroll();
  const { business, text, sections } = loaderData;
  return (
    <>
      <PageBanner
        label={text.banner.label}
        heading={text.banner.heading}
        text={text.banner.text}
        brand={business.key}
        image={business.poster}
      />
      {sections.map((section, index) => (
        <BusinessPageSection
          key={section}
          section={section}
          page={loaderData}
          tinted={index % 2 === 1}
        />
      ))}
      <aside className="border-t border-line bg-white">
        <p className="mx-auto max-w-7xl px-5 py-6 text-sm leading-relaxed text-muted lg:px-8">
          {text.regulatoryLine}
        </p>
      </aside>
    </>
  );
}
