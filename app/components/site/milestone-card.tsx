import type { MilestoneCard as MilestoneCardData } from "~/content/types";

/** The id of a milestone's card on the pages that show it: search results link to it. */
export function milestoneAnchor(id: string): string {
  return `milestone-${id}`;
}

interface MilestoneCardProps {
  item: MilestoneCardData;
  labels: { role: string; value: string; year: string };
  /** The business's name, shown above the heading. */
  business: string;
  headingLevel?: 2 | 3;
}

/** The card's width: the whole column on phones, two columns, then three or four of the page. */
const sizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/** A transaction or mandate: picture, business, heading, text, and its role, value and year. */
export function MilestoneCard({ item, labels, business, headingLevel = 3 }: MilestoneCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      id={milestoneAnchor(item.id)}
      className="group flex h-full scroll-mt-24 target:ring-2 target:ring-main flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition duration-300 ease-calm hover:-translate-y-1 hover:shadow-xl"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-paper">
        {item.image ? (
          <picture>
            {item.image.avif ? (
              <source srcSet={item.image.avif} sizes={sizes} type="image/avif" />
            ) : null}
            {item.image.webp ? (
              <source srcSet={item.image.webp} sizes={sizes} type="image/webp" />
            ) : null}
            <img
              src={item.image.src}
              alt=""
              width={800}
              height={500}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition duration-700 ease-calm group-hover:scale-[1.04]"
            />
          </picture>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col justify-between gap-2 p-6">
        <div>
          <p
            data-business
            className={`text-xs font-semibold uppercase tracking-[0.15em] ${
              item.category === "capital" ? "text-capital-700" : "text-asset-700"
            }`}
          >
            {business}
          </p>
          <Heading className="mt-2 font-serif text-xl leading-snug text-ink">
            {item.heading}
          </Heading>
          <p className="mt-3 leading-relaxed text-muted">{item.text}</p>
        </div>
        <dl className="mt-6 grid gap-x-4 gap-y-1 border-t border-line pt-4 text-sm [grid-template-columns:auto_1fr]">
          {item.role ? (
            <>
              <dt className="text-muted">{labels.role}</dt>
              <dd className="font-semibold text-ink">{item.role}</dd>
            </>
          ) : null}
          {item.price ? (
            <>
              <dt className="text-muted">{labels.value}</dt>
              <dd className="font-semibold text-main">{item.price}</dd>
            </>
          ) : null}
          {item.date ? (
            <>
              <dt className="text-muted">{labels.year}</dt>
              <dd className="text-ink">{item.date}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
