/** A news item's page body, the same on its public page and in its preview. */
import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { fill } from "~/i18n/format";
import { localeTags, type Locale } from "~/i18n/locales";
import { useI18n } from "~/i18n/use-i18n";
import { defaultNewsImage } from "~/lib/news-card";

/** What the article shows of an item. */
export interface ArticleItem {
  title: string;
  content: string;
  date: string;
  imageUrl: string | null;
  /** When its text was last corrected after publication. */
  revisedAt: string | null;
  /** The language the title and text are written in (English when no translation exists yet). */
  textLocale: Locale;
}

/** The article column with the link back to the feed. */
export function NewsArticle({ children }: { children: React.ReactNode }) {
  const { t, href } = useI18n();
  return (
    <article className="mx-auto max-w-3xl px-5 py-12 lg:py-16">
      <Link
        to={href("/news")}
        className="inline-flex h-11 items-center gap-2 rounded-md pr-3 font-semibold text-main hover:underline"
      >
        <ArrowRight className="size-4 rotate-180" />
        {t.news.back}
      </Link>
      {children}
    </article>
  );
}

/**
 * The item's picture, date, headline and text. The dates come written out from the server:
 * `updatedText` is the day of a later correction, if any.
 */
export function NewsArticleBody({
  item,
  dateText,
  updatedText,
}: {
  item: ArticleItem;
  dateText: string;
  updatedText: string | null;
}) {
  const { t, locale } = useI18n();
  const lang = item.textLocale !== locale ? localeTags[item.textLocale] : undefined;
  return (
    <>
      <img
        src={item.imageUrl ?? defaultNewsImage}
        alt=""
        width={1200}
        height={675}
        className="mt-8 aspect-[16/9] w-full rounded-xl object-cover"
      />
      <p className="mt-8 text-sm text-muted">
        <time dateTime={item.date}>{dateText}</time>
        {updatedText && item.revisedAt ? (
          <>
            {" · "}
            <time dateTime={item.revisedAt}>{fill(t.news.updatedOn, { date: updatedText })}</time>
          </>
        ) : null}
      </p>
      <h1 lang={lang} className="mt-2 font-serif text-3xl leading-tight text-ink lg:text-5xl">
        {item.title}
      </h1>
      {lang ? <p className="mt-4 text-sm text-muted">{t.news.englishOnly}</p> : null}
      <div
        lang={lang}
        className="news-content mt-8"
        dangerouslySetInnerHTML={{ __html: item.content }}
      />
    </>
  );
}
