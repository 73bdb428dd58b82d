import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import type { BusinessKey } from "~/content/businesses";
import { useI18n } from "~/i18n/use-i18n";
import { brandAccent } from "~/lib/brand-theme";

/**
 * A business as a card: logo, name, description and a link to its page. On hover or
 * keyboard focus the card lifts and its colour bar grows; nothing is hidden from touch.
 */
export function BusinessCard({
  business,
  title,
  desc,
  cta,
}: {
  business: { key: BusinessKey; slug: string; logo: string; name: string };
  title: string;
  desc: string;
  cta: string;
}) {
  const { href } = useI18n();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white p-7 shadow-sm transition duration-300 ease-calm hover:-translate-y-1 hover:shadow-xl focus-within:-translate-y-1 focus-within:shadow-xl">
      <span
        aria-hidden
        className={`absolute inset-x-0 top-0 h-1 origin-left transition-[height] duration-300 ease-calm group-hover:h-2 group-focus-within:h-2 ${brandAccent[business.key]}`}
      />
      <img
        src={business.logo}
        alt={business.name}
        width={180}
        height={48}
        className="h-11 w-auto self-start"
      />
      <h3 className="mt-6 font-serif text-2xl text-ink">{title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-muted">{desc}</p>
      <Link
        to={href(`/services/${business.slug}`)}
        className="mt-6 inline-flex items-center gap-1.5 font-semibold text-main after:absolute after:inset-0 hover:underline"
      >
        {cta}
        <span className="sr-only">: {title}</span>
        <ArrowRight className="size-4 transition-transform duration-300 group-hover:translate-x-1 group-focus-within:translate-x-1" />
      </Link>
    </article>
  );
}
