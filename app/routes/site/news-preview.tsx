import { data, isRouteErrorResponse } from "react-router";
import { requireAdmin } from "~/.server/auth/guard";
import { articleDates } from "~/.server/news/article-dates";
import { foundOr404, notFound } from "~/.server/http-errors";
import { previewNewsItem, readPreviewToken } from "~/.server/news/preview";
import { ErrorPage } from "~/components/site/error-page";
import { NewsArticle, NewsArticleBody } from "~/components/site/news-article";
import { fill } from "~/i18n/format";
import { localeFromPath } from "~/i18n/paths";
import { metaRootData, useI18n } from "~/i18n/use-i18n";
import { formatLagosDateTime } from "~/lib/format-date";
import type { Route } from "./+types/news-preview";

/**
 * An item in whatever state it is, as its public page will show it: for staff signed in
 * (`?item={id}`, and `&revision={n}` for an earlier revision) or for a reviewer holding a signed link (`?token=…`, 24 hours). Never cached,
 * never indexed, and no address with a token in it leaves the page as a referrer.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const token = url.searchParams.get("token");
  let id: string;
  let expiresAt: string | null = null;
  if (token !== null) {
    const access = readPreviewToken(token);
    if (access === "expired") throw data(null, { status: 410 });
    if (!access) notFound();
    ({ id, expiresAt } = access);
  } else {
    id = url.searchParams.get("item") ?? notFound();
    await requireAdmin(request);
  }
  // Staff may look at an earlier revision; a reviewer's link shows the item as it is.
  const revision = expiresAt ? undefined : revisionNumber(url.searchParams.get("revision"));
  const item = await foundOr404(previewNewsItem(id, locale, revision));
  return {
    item,
    ...articleDates(item, locale),
    validUntil: expiresAt ? formatLagosDateTime(expiresAt, locale) : null,
  };
}

/** `?revision=` as a revision number; anything but a positive whole number names none. */
function revisionNumber(value: string | null): number | undefined {
  if (value === null) return undefined;
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : notFound();
}

export function headers() {
  return {
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaRootData(args.matches);
  const title = args.loaderData?.item.title ?? t.news.notFound;
  return [
    { title: `${t.preview.label} · ${title} | ${t.meta.siteName}` },
    { name: "robots", content: "noindex, nofollow" },
    // Links out of the text must not carry the address, with its token, to other sites.
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function NewsPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { item, dateText, updatedText, validUntil } = loaderData;
  return (
    <>
      <PreviewBanner>
        {t.preview.text}
        {validUntil ? ` ${fill(t.preview.validUntil, { time: validUntil })}` : null}
      </PreviewBanner>
      <NewsArticle>
        <NewsArticleBody item={item} dateText={dateText} updatedText={updatedText} />
      </NewsArticle>
    </>
  );
}

/** An expired link says so; a forged one or an unknown item is simply not found. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 410 && status !== 404) return <ErrorPage status={status} error={error} />;
  return (
    <NewsArticle>
      <p role="alert" className="mt-8 text-lg font-semibold text-danger">
        {status === 410 ? t.preview.expired : t.news.notFound}
      </p>
    </NewsArticle>
  );
}

/** The band above a preview that no one can mistake for the published page. */
function PreviewBanner({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <div role="note" aria-label={t.preview.label} className="bg-capital text-ink">
      <p className="mx-auto flex max-w-3xl flex-wrap items-baseline gap-x-3 gap-y-1 px-5 py-3 text-sm">
        <strong className="rounded-sm bg-ink px-2 py-0.5 text-xs tracking-widest text-white">
          {t.preview.label}
        </strong>
        <span>{children}</span>
      </p>
    </div>
  );
}
