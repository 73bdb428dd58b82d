import { robotsTxt } from "~/.server/sitemap";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/robots";

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.get(requestInfoContext).origin || new URL(request.url).origin;
  return new Response(robotsTxt(origin), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
