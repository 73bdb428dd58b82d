import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { localeTags } from "~/i18n/locales";
import { useI18n } from "~/i18n/use-i18n";
import { defaultNewsImage, type NewsCardData } from "~/lib/news-card";

/**
 * A news item as a card: image, date, title, excerpt, length and a Read Now link. The first card
 * at the top of a page (`prominent`) loads its image at once and first: it is what a visitor sees
 * first; the others load as they come near the screen.
 */
export function NewsCard({
  item,
  headingLevel = 3,
  prominent = false,
}: {
  item: NewsCardData;
  headingLevel?: 2 | 3;
  prominent?: boolean;
}) {
  const { t, href, locale } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const lang = item.textLocale === locale ? undefined : localeTags[item.textLocale];
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition duration-300 ease-calm hover:-translate-y-1 hover:shadow-xl focus-within:-translate-y-1 focus-within:shadow-xl">
      <div className="aspect-[16/9] overflow-hidden bg-paper">
        <img
          src={item.imageUrl ?? defaultNewsImage}
          alt=""
          width={1200}
          height={675}
          loading={prominent ? "eager" : "lazy"}
          fetchPriority={prominent ? "high" : "auto"}
          className="size-full object-cover transition duration-700 ease-calm group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <time dateTime={item.date}>{item.dateText}</time>
        </p>
        <Heading lang={lang} className="mt-2 font-serif text-xl leading-snug text-ink">
          {item.title}
        </Heading>
        <p lang={lang} className="mt-3 line-clamp-3 leading-relaxed text-muted">
          {item.excerpt}
        </p>
        <div className="mt-auto flex items-center justify-between gap-4 pt-6">
          <p className="text-sm text-muted">{item.lengthText}</p>
          <Link
            to={href(`/news/${item.slug}`)}
            className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap font-semibold text-main after:absolute after:inset-0 hover:underline"
          >
            {t.news.readNow}
            <span className="sr-only">: {item.title}</span>
            <ArrowRight className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
