import { db } from "~/.server/db/client";
import { listPublishedNewsAddresses } from "~/.server/news/queries";
import { listPersonPaths } from "~/.server/people/queries";
import { sitemapXml } from "~/.server/sitemap";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/sitemap";

// Kept by the page cache like a page: it changes with the news and the team, within a second.
export const handle = { sharedPage: { query: [] } } satisfies SharedPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.get(requestInfoContext).origin || new URL(request.url).origin;
  const xml = sitemapXml(origin, await listPublishedNewsAddresses(db), await listPersonPaths(db));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
