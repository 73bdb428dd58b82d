import { data, Link } from "react-router";
import { contentFor, milestoneCards, personCards } from "~/.server/content";
import { notFound } from "~/.server/http-errors";
import { latestNews } from "~/.server/news/public";
import { MilestoneCard } from "~/components/site/milestone-card";
import { LatestNews } from "~/components/site/latest-news";
import { PageBanner } from "~/components/site/page-banner";
import { PartnerCarousel } from "~/components/site/partner-carousel";
import { PersonCard } from "~/components/site/person-card";
import { SectionHeading } from "~/components/site/section-heading";
import { TextCards } from "~/components/site/text-cards";
import { buttonStyles } from "~/components/ui/button-styles";
import { ArrowRight, Mail, Phone } from "~/components/ui/icons";
import { sectionAnchors, type BusinessSection } from "~/content/business-pages";
import { businessBySlug } from "~/content/businesses";
import { partnersFor } from "~/content/partners";
import { site } from "~/content/site";
import { localeFromPath } from "~/i18n/paths";
import { useI18n } from "~/i18n/use-i18n";
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
  const news = await latestNews(locale, newsCount);
  const page = {
    business: {
      key: business.key,
      slug: business.slug,
      name: business.name,
      contact: business.contact,
      poster: business.hero.poster,
      serviceCta: business.serviceCta,
      trackRecordPath: trackRecord ? `/milestone#${trackRecord.filter}` : null,
    },
    text: content.business[business.key],
    common: content.pages.common,
    viewProfile: content.pages.management.viewProfile,
    sections: business.sections,
    partners: partnersFor[business.key],
    people: personCards(locale, business.key),
    trackRecord: trackRecord
      ? milestoneCards(locale, trackRecord.category).slice(0, trackRecordCount)
      : [],
    news,
  };
  return data(page, news ? undefined : { headers: { "Cache-Control": "private, no-store" } });
}

/** A page whose news could not be read is for this moment only: no cache may keep it. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  if (!loaded) return [...pageMeta(args, {}), { name: "robots", content: "noindex" }];
  return pageMeta(args, {
    title: loaded.text.metaTitle,
    description: loaded.text.metaDescription,
    image: loaded.business.poster,
  });
}

type Loaded = Route.ComponentProps["loaderData"];

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
        <Section key={section} section={section} page={loaderData} tinted={index % 2 === 1} />
      ))}
      <aside className="border-t border-line bg-white">
        <p className="mx-auto max-w-7xl px-5 py-6 text-sm leading-relaxed text-muted lg:px-8">
          {text.regulatoryLine}
        </p>
      </aside>
    </>
  );
}

function Section({
  section,
  page,
  tinted,
}: {
  section: BusinessSection;
  page: Loaded;
  tinted: boolean;
}) {
  const id = sectionAnchors[section];
  const headingId = `${id}-heading`;
  const dark = section === "connect";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={dark ? "on-dark bg-main-900 text-white" : tinted ? "bg-paper" : "bg-white"}
    >
      <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-24">
        <SectionBody section={section} page={page} headingId={headingId} />
      </div>
    </section>
  );
}

function SectionBody({
  section,
  page,
  headingId,
}: {
  section: BusinessSection;
  page: Loaded;
  headingId: string;
}) {
  const { t, href } = useI18n();
  const { text, common, business } = page;
  switch (section) {
    case "whoWeAre":
      return (
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <SectionHeading id={headingId} eyebrow={business.name} heading={text.whoWeAre.heading} />
          <div className="space-y-5 text-lg leading-relaxed text-muted">
            {text.whoWeAre.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      );
    case "services": {
      const cta = common[business.serviceCta];
      return (
        <>
          <SectionHeading
            id={headingId}
            heading={text.services.heading}
            intro={text.services.intro}
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {text.services.items.map((service) => (
              <li key={service.title}>
                <article className="group relative flex h-full flex-col rounded-xl border border-line bg-white p-7 shadow-sm transition duration-300 ease-calm hover:-translate-y-1 hover:shadow-xl focus-within:-translate-y-1 focus-within:shadow-xl">
                  <h3 className="font-serif text-2xl leading-snug text-ink">{service.title}</h3>
                  <p className="mt-3 leading-relaxed text-muted">{service.text}</p>
                  <div className="reveal">
                    <ul className="space-y-2 pt-4 text-sm text-ink">
                      {service.points.map((point) => (
                        <li key={point} className="flex gap-3">
                          <span
                            aria-hidden
                            className="mt-2 size-1.5 shrink-0 rounded-full bg-capital"
                          />
                          {point}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <a
                    href="#connect-with-us"
                    className="mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold text-main hover:underline"
                  >
                    {cta}
                    <span className="sr-only">: {service.title}</span>
                    <ArrowRight className="size-4 transition-transform duration-300 group-hover:translate-x-1" />
                  </a>
                </article>
              </li>
            ))}
          </ul>
        </>
      );
    }
    case "approach":
      return (
        <>
          <SectionHeading
            id={headingId}
            heading={text.approach.heading}
            intro={text.approach.intro}
          />
          <TextCards
            items={text.approach.steps}
            className="mt-10 md:grid-cols-2 lg:grid-cols-4"
            numbered
          />
        </>
      );
    case "industryLeadership": {
      const block = text.industryLeadership!;
      return (
        <>
          <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
          <TextCards items={block.items} className="mt-10 md:grid-cols-2" />
          <Link to={href("/milestone")} className={`mt-10 ${buttonStyles.primary}`}>
            {block.linkLabel}
            <ArrowRight className="size-4" />
          </Link>
        </>
      );
    }
    case "whyChooseUs": {
      const block = text.whyChooseUs!;
      return (
        <>
          <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
          <TextCards items={block.items} className="mt-10 md:grid-cols-2 lg:grid-cols-4" />
        </>
      );
    }
    case "partners":
      return (
        <>
          <SectionHeading
            id={headingId}
            heading={text.partners.heading}
            intro={text.partners.intro}
          />
          <div className="mt-10">
            <PartnerCarousel
              partners={page.partners}
              label={common.partnersRegion}
              labels={{ pause: common.pause, play: common.play }}
              opensInNewTab={t.a11y.opensInNewTab}
            />
          </div>
        </>
      );
    case "trackRecord": {
      const block = text.trackRecord!;
      const link = business.trackRecordPath;
      if (!link) return null;
      return (
        <>
          <SectionHeading
            id={headingId}
            heading={block.heading}
            intro={block.intro}
            action={
              <Link to={href(link)} className={buttonStyles.outline}>
                {common.viewAll}
                <ArrowRight className="size-4" />
              </Link>
            }
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {page.trackRecord.map((item) => (
              <li key={item.id}>
                <MilestoneCard
                  item={item}
                  business={business.name}
                  labels={{ role: common.role, value: common.value, year: common.year }}
                />
              </li>
            ))}
          </ul>
        </>
      );
    }
    case "leadership":
      return (
        <>
          <SectionHeading
            id={headingId}
            heading={text.leadership.heading}
            intro={text.leadership.intro}
          />
          <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {page.people.map((person) => (
              <li key={person.slug}>
                <PersonCard person={person} viewProfile={page.viewProfile} />
              </li>
            ))}
          </ul>
        </>
      );
    case "news":
      return (
        <>
          <SectionHeading
            id={headingId}
            heading={text.news.heading}
            intro={text.news.intro}
            action={
              <Link to={href("/news")} className={buttonStyles.outline}>
                {text.news.readMore}
                <ArrowRight className="size-4" />
              </Link>
            }
          />
          <LatestNews items={page.news} />
        </>
      );
    case "bestExecution": {
      const block = text.bestExecution!;
      return (
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <SectionHeading id={headingId} heading={block.heading} />
          <div>
            <div className="space-y-5 text-lg leading-relaxed text-muted">
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <a
              href={site.documents.bestExecution}
              target="_blank"
              rel="noopener"
              className={`mt-8 ${buttonStyles.outline}`}
            >
              {block.documentLink}
              <span className="sr-only">{t.a11y.opensInNewTab}</span>
              <ArrowRight className="size-4" />
            </a>
          </div>
        </div>
      );
    }
    case "connect": {
      const { contact } = business;
      return (
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <SectionHeading
            id={headingId}
            heading={text.connect.heading}
            intro={text.connect.intro}
            inverse
          />
          <div className="rounded-xl bg-white/5 p-7 ring-1 ring-white/15">
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-white/70">{common.email}</dt>
                <dd className="mt-1 text-lg font-semibold break-all">{contact.email}</dd>
              </div>
              <div>
                <dt className="text-sm text-white/70">{common.phone}</dt>
                <dd className="mt-1 text-lg font-semibold">{contact.phoneDisplay}</dd>
              </div>
            </dl>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={`mailto:${contact.email}`} className={buttonStyles.gold}>
                <Mail className="size-5" />
                {common.sendEmail}
              </a>
              <a href={`tel:${contact.phone}`} className={buttonStyles.outlineOnDark}>
                <Phone className="size-5" />
                {common.callUs}
              </a>
            </div>
          </div>
        </div>
      );
    }
  }
}
