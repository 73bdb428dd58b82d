/** The lower part of the about page, from the core values on: it hydrates when scrolled to. */
import { Link } from "react-router";
import { BusinessCard } from "~/components/site/business-card";
import { SectionHeading } from "~/components/site/section-heading";
import { StepNumber } from "~/components/site/text-cards";
import { buttonStyles } from "~/components/ui/button-styles";
import { ArrowRight, Globe } from "~/components/ui/icons";
import {
  CheckBadgeIcon,
  CompassIcon,
  FlagIcon,
  LinkIcon,
  PeopleIcon,
  ShieldIcon,
} from "~/components/ui/value-icons";
import { businesses } from "~/content/businesses";
import type { AboutText, CommonText, CoreValueKey, DifferentiatorKey } from "~/content/types";
import { useI18n } from "~/i18n/use-i18n";

const valueIcons: Record<CoreValueKey, typeof PeopleIcon> = {
  closeBy: PeopleIcon,
  trailblazing: CompassIcon,
  canDo: CheckBadgeIcon,
};
const differentiatorIcons: Record<DifferentiatorKey, typeof PeopleIcon> = {
  leadership: FlagIcon,
  relationships: LinkIcon,
  reach: Globe,
  reputation: ShieldIcon,
};
const container = "mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-24";

export function AboutSections({ text, common }: { text: AboutText; common: CommonText }) {
  const { href } = useI18n();
  return (
    <>
      <section id="core-values" aria-labelledby="core-values-heading" className="bg-white">
        <div className={container}>
          <SectionHeading
            id="core-values-heading"
            heading={text.coreValues.heading}
            intro={text.coreValues.intro}
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {(Object.keys(valueIcons) as CoreValueKey[]).map((key) => {
              const Icon = valueIcons[key];
              const value = text.coreValues.items[key];
              return (
                <li key={key} className="rounded-xl border border-line bg-white p-7 shadow-sm">
                  <span className="grid size-12 place-items-center rounded-full bg-main-50 text-main">
                    <Icon className="size-6" />
                  </span>
                  <h3 className="mt-5 font-serif text-2xl text-ink">{value.heading}</h3>
                  <p className="mt-3 leading-relaxed text-muted">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section id="culture" aria-labelledby="culture-heading" className="bg-paper">
        <div className={`${container} grid items-center gap-10 lg:grid-cols-2 lg:gap-16`}>
          <div>
            <SectionHeading id="culture-heading" heading={text.culture.heading} />
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-muted">
              {text.culture.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <img
            src="/videos/hero-wealth.webp"
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-xl object-cover shadow-lg"
          />
        </div>
      </section>

      <section
        id="what-makes-us-different"
        aria-labelledby="difference-heading"
        className="on-dark bg-main-900 text-white"
      >
        <div className={container}>
          <SectionHeading
            id="difference-heading"
            heading={text.differentiators.heading}
            intro={text.differentiators.intro}
            inverse
          />
          <ul className="mt-12 grid gap-px overflow-hidden rounded-xl bg-white/15 sm:grid-cols-2 lg:grid-cols-4">
            {(Object.keys(differentiatorIcons) as DifferentiatorKey[]).map((key) => {
              const Icon = differentiatorIcons[key];
              const item = text.differentiators.items[key];
              return (
                <li key={key} className="bg-main-900 p-7">
                  <Icon className="size-7 text-capital" />
                  <h3 className="mt-5 text-sm font-semibold tracking-[0.2em] text-white">
                    {item.heading}
                  </h3>
                  <p className="mt-3 leading-relaxed text-white/75">{item.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="strength-heading" className="bg-white">
        <div className={container}>
          <SectionHeading
            id="strength-heading"
            heading={text.strength.heading}
            intro={text.strength.intro}
          />
          <ol className="mt-12 space-y-6">
            {text.strength.items.map((item, index) => (
              <li
                key={item.heading}
                className={`grid gap-6 rounded-xl border border-line p-7 md:w-[85%] md:grid-cols-[6rem_minmax(0,1fr)] lg:p-9 ${
                  index % 2 ? "bg-paper md:ml-auto" : "bg-white"
                }`}
              >
                <StepNumber index={index} />
                <div>
                  <h3 className="font-serif text-2xl text-ink">{item.heading}</h3>
                  <ul className="mt-3 space-y-2 leading-relaxed text-muted">
                    {item.texts.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="our-businesses" aria-labelledby="businesses-heading" className="bg-paper">
        <div className={container}>
          <SectionHeading
            id="businesses-heading"
            heading={text.businesses.heading}
            intro={text.businesses.intro}
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {businesses.map((business) => (
              <li key={business.key}>
                <BusinessCard
                  business={business}
                  title={text.businesses.cards[business.key].text}
                  desc={text.businesses.cards[business.key].desc}
                  cta={common.learnMore}
                />
              </li>
            ))}
          </ul>
          <Link to={href("/contact")} className={`mt-12 ${buttonStyles.primary}`}>
            {text.businesses.contactCta}
            <ArrowRight className="size-4" />
          </Link>
        </div>
      </section>
    </>
  );
}
