import { newsArticleLd } from "~/lib/structured-data";
import { isRouteErrorResponse, redirect, useNavigation } from "react-router";
import { articleDates } from "~/.server/news/article-dates";
import { foundOr404 } from "~/.server/http-errors";
import { publishedNewsAt } from "~/.server/news/public";
import { ErrorPage } from "~/components/site/error-page";
import { NewsArticle, NewsArticleBody } from "~/components/site/news-article";
import { localeTags } from "~/i18n/locales";
import { localeFromPath, localizePath } from "~/i18n/paths";
import { metaRootData, useI18n } from "~/i18n/use-i18n";
import { defaultNewsImage } from "~/lib/news-card";
import { pageMeta } from "~/lib/page-meta";
import { newsShareImage, shareImageSize } from "~/lib/share-image";
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
  // Written out here: the browser shows it without loading the locale's calendar data, nor
  // the rule that finds a picture's share card.
  return { item, shareImage: newsShareImage(item.imageUrl), ...articleDates(item, locale) };
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
      image: args.loaderData?.shareImage,
      imageSize: shareImageSize,
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
  const { t } = useI18n();
  const navigation = useNavigation();
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
      <NewsArticleBody
        item={loaderData.item}
        dateText={loaderData.dateText}
        updatedText={loaderData.updatedText}
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
