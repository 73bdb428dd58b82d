/**
 * One section of a business page: its band (white, tinted or dark), its anchor and its content.
 * A section whose optional copy is missing renders nothing rather than failing the page.
 */
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button-styles";
import { ArrowRight } from "~/components/ui/icons";
import { sectionAnchors, type BusinessSection } from "~/content/business-pages";
import { useI18n } from "~/i18n/use-i18n";
import { useSiteContacts } from "~/lib/site-contacts";
import { ConnectSection, LatestNews, MilestoneCard, PartnerCarousel, PersonCard } from "../islands";
import { SectionHeading } from "../section-heading";
import { TextCards } from "../text-cards";
import type { BusinessPageData } from "./business-page-data";
import { BestExecution, Services, WhoWeAre } from "./text-sections";

export function BusinessPageSection({
  section,
  page,
  tinted,
}: {
  section: BusinessSection;
  page: BusinessPageData;
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
  page: BusinessPageData;
  headingId: string;
}) {
  const { t, href, locale } = useI18n();
  const { text, common, business } = page;
  // The business's own line, else the group's (read by the site layout's loader).
  const contacts = useSiteContacts(locale);
  const contact = contacts?.businesses[business.key] ?? contacts?.group;
  switch (section) {
    case "whoWeAre":
      return <WhoWeAre headingId={headingId} eyebrow={business.name} block={text.whoWeAre} />;
    case "services":
      return (
        <Services headingId={headingId} block={text.services} cta={common[business.serviceCta]} />
      );
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
      const block = text.industryLeadership;
      if (!block) return null;
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
      const block = text.whyChooseUs;
      if (!block) return null;
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
      const block = text.trackRecord;
      const link = business.trackRecordPath;
      if (!block || !link) return null;
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
              <Link to={href(page.newsPath)} className={buttonStyles.outline}>
                {text.news.readMore}
                <ArrowRight className="size-4" />
              </Link>
            }
          />
          <LatestNews items={page.news} />
        </>
      );
    case "bestExecution":
      return text.bestExecution ? (
        <BestExecution headingId={headingId} block={text.bestExecution} />
      ) : null;
    case "connect":
      return (
        <ConnectSection
          headingId={headingId}
          block={text.connect}
          contact={contact ?? null}
          common={common}
        />
      );
  }
}
