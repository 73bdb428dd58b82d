import { newsArticleLd } from "~/lib/structured-data";
import { isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { foundOr404 } from "~/.server/http-errors";
import { publishedNewsAt } from "~/.server/news/public";
import { ErrorPage } from "~/components/site/error-page";
import { ArrowRight } from "~/components/ui/icons";
import { localeTags } from "~/i18n/locales";
import { localeFromPath, localizePath } from "~/i18n/paths";
import { metaRootData, useI18n } from "~/i18n/use-i18n";
import { formatLongDate } from "~/lib/format-date";
import { defaultNewsImage } from "~/lib/news-card";
import { pageMeta } from "~/lib/page-meta";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import type { Route } from "./+types/news-detail";

/** The same for every visitor: the page cache keeps it. */
export const handle = { sharedPage: { query: [] } } satisfies SharedPageHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const found = await foundOr404(publishedNewsAt(params.slug, locale));
  // An old address (a former slug, or the id earlier versions of the site used) moved for good.
  if ("movedTo" in found) throw redirect(localizePath(`/news/${found.movedTo}`, locale), 301);
  const { item } = found;
  // Written out here: the browser shows it without loading the locale's calendar data.
  return { item, dateText: formatLongDate(item.date, locale) };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaRootData(args.matches);
  const item = args.loaderData?.item;
  if (!item)
    return [...pageMeta(args, { title: t.news.notFound }), { name: "robots", content: "noindex" }];
  const { origin } = metaRootData(args.matches);
  const image = item.imageUrl ?? defaultNewsImage;
  return [
    ...pageMeta(args, {
      title: item.title,
      description: item.excerpt,
      image,
      type: "article",
      newsFeed: true,
      trail: [{ name: t.footer.links.news, path: "/news" }],
    }),
    newsArticleLd(origin, {
      url: origin + args.location.pathname,
      headline: item.title,
      description: item.excerpt,
      image: origin + image,
      published: item.publishAt ?? item.date,
      modified: item.updatedAt,
      language: localeTags[item.textLocale],
    }),
  ];
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const { item, dateText } = loaderData;
  const lang = item.textLocale !== locale ? localeTags[item.textLocale] : undefined;
  if (navigation.state === "loading" && navigation.location.pathname.includes("/news/")) {
    return (
      <NewsArticle>
        <p role="status" className="mt-8 text-muted">
          {t.news.loading}
        </p>
      </NewsArticle>
    );
  }
  return (
    <NewsArticle>
      <img
        src={item.imageUrl ?? defaultNewsImage}
        alt=""
        width={1200}
        height={675}
        className="mt-8 aspect-[16/9] w-full rounded-xl object-cover"
      />
      <p className="mt-8 text-sm text-muted">
        <time dateTime={item.date}>{dateText}</time>
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
    </NewsArticle>
  );
}

/** An unknown or unpublished item: the feed's own message, with the way back to the feed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  if (!isRouteErrorResponse(error) || error.status !== 404)
    return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} error={error} />;
  return (
    <NewsArticle>
      <p role="alert" className="mt-8 text-lg font-semibold text-danger">
        {t.news.notFound}
      </p>
    </NewsArticle>
  );
}

/** The article column with the link back to the feed. */
function NewsArticle({ children }: { children: React.ReactNode }) {
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
