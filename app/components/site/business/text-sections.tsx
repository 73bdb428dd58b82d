/** The business page's sections that are mostly its own copy: who we are, services, policy, contact. */
import { buttonStyles } from "~/components/ui/button-styles";
import { ArrowRight } from "~/components/ui/icons";
import { site } from "~/content/site";
import type { BusinessPageText } from "~/content/types";
import { useI18n } from "~/i18n/use-i18n";
import { SectionHeading } from "../section-heading";

export function WhoWeAre({
  headingId,
  eyebrow,
  block,
}: {
  headingId: string;
  eyebrow: string;
  block: BusinessPageText["whoWeAre"];
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
      <SectionHeading id={headingId} eyebrow={eyebrow} heading={block.heading} />
      <div className="space-y-5 text-lg leading-relaxed text-muted">
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

/** Service cards; each links to the page's connect-with-us section with `cta`. */
export function Services({
  headingId,
  block,
  cta,
}: {
  headingId: string;
  block: BusinessPageText["services"];
  cta: string;
}) {
  return (
    <>
      <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {block.items.map((service) => (
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

export function BestExecution({
  headingId,
  block,
}: {
  headingId: string;
  block: NonNullable<BusinessPageText["bestExecution"]>;
}) {
  const { t } = useI18n();
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

/** The dark closing band: the business's own address and number, to write or call. */
