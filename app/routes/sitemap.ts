import { db } from "~/.server/db/client";
import { listPublishedNewsAddresses } from "~/.server/news/repository";
import { sitemapXml } from "~/.server/sitemap";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/sitemap";

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.get(requestInfoContext).origin || new URL(request.url).origin;
  return new Response(sitemapXml(origin, await listPublishedNewsAddresses(db)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
