import { localizePath } from "~/i18n/paths";
import { pageHeaders } from "~/lib/page-headers";
import { metaRootData } from "~/i18n/use-i18n";
import { metaSiteContacts } from "~/lib/site-contacts";
import { financialServiceLd } from "~/lib/structured-data";
import { data, Link } from "react-router";
import { contentFor } from "~/.server/content";
import { latestNews } from "~/.server/news/public";
import { BrandTabs, ContactForm, Counters, LatestNews } from "~/components/site/islands";
import { HeroCarousel } from "~/components/site/hero-carousel";
import { SectionHeading } from "~/components/site/section-heading";
import { buttonStyles } from "~/components/ui/button-styles";
import { ArrowRight } from "~/components/ui/icons";
import { counters, heroSlides } from "~/content/home";
import { businessByKey } from "~/content/businesses";
import { localeFromPath } from "~/i18n/paths";
import { useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/page-meta";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import type { Route } from "./+types/home";

/** The same for every visitor: the page cache keeps it. */
export const handle = { sharedPage: { query: [] } } satisfies SharedPageHandle;

const homeNewsCount = 3;

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { pages } = contentFor(locale);
  const latest = await latestNews(locale, homeNewsCount);
  const slides = heroSlides.map((slide, index) => {
    const business = businessByKey(slide.business);
    return {
      ...pages.home.heroSlides[index]!,
      label: business.name,
      video: slide.video,
      poster: slide.poster,
      path: `/services/${business.slug}`,
    };
  });
  return data(
    { home: pages.home, common: pages.common, slides, latest },
    latest ? undefined : { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** A page whose news could not be read is for this moment only: no cache may keep it. */
export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  const { origin, locale, t } = metaRootData(args.matches);
  const description = args.loaderData?.home.metaDescription ?? t.meta.defaultDescription;
  return [
    ...pageMeta(args, { description }),
    financialServiceLd(
      origin,
      { url: origin + localizePath("/", locale), description },
      metaSiteContacts(args.matches, locale),
    ),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const { home, common, slides } = loaderData;
  return (
    <>
      <HeroCarousel
        slides={slides}
        label={home.heroLabel}
        labels={{ pause: common.pause, play: common.play, showSlide: common.showSlide }}
      >
        <h1 className="max-w-3xl text-base font-medium text-white/85 lg:text-lg">{t.home.title}</h1>
      </HeroCarousel>

      <section aria-labelledby="essence-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:px-8 lg:py-28">
          <SectionHeading
            id="essence-heading"
            eyebrow={home.essence.label}
            heading={home.essence.heading}
          />
          <div className="space-y-5 text-lg leading-relaxed text-muted lg:pt-9">
            {home.essence.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <Counters
        heading={home.counters.heading}
        counters={[
          { ...counters.years, ...home.counters.years },
          { ...counters.milestones, ...home.counters.milestones },
        ]}
      />

      <section aria-labelledby="latest-events" className="bg-paper">
        <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8">
          <SectionHeading
            id="latest-events"
            heading={t.home.latestEvents}
            action={
              <Link to={href("/news")} className={buttonStyles.outline}>
                {t.home.readMoreNews}
                <ArrowRight className="size-4" />
              </Link>
            }
          />
          <LatestNews items={loaderData.latest} />
        </div>
      </section>

      <section aria-labelledby="brand-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 py-20 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16 lg:px-8 lg:py-28">
          <SectionHeading
            id="brand-heading"
            eyebrow={home.brand.label}
            heading={home.brand.heading}
            intro={home.brand.intro}
          />
          <BrandTabs brand={home.brand} />
        </div>
      </section>

      <section aria-labelledby="home-contact" className="bg-paper">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:px-8">
          <SectionHeading
            id="home-contact"
            eyebrow={t.contactPage.label}
            heading={t.contactForm.heading}
            intro={t.contactPage.intro}
          />
          <ContactForm />
        </div>
      </section>
    </>
  );
}
