import { newsForFeed } from "~/.server/news/public";
import { rssXml } from "~/.server/news/feed";
import { localeFromPath } from "~/i18n/paths";
import { messages } from "~/i18n/messages";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/news-feed";

export const handle = { sharedPage: { query: [] } } satisfies SharedPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = context.get(requestInfoContext).origin || url.origin;
  const locale = localeFromPath(url.pathname);
  const t = messages[locale].news;
  const xml = rssXml(
    { origin, locale, title: t.feedTitle, description: t.feedDescription },
    await newsForFeed(locale),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
