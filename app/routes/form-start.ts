/**
 * Starts the clock of the contact form's minimum fill time: a signed start-time cookie, answered
 * with a transparent 1×1 GIF so that an image inside `<noscript>` can ask for it as well as a script.
 */
import { formSecret } from "~/.server/forms/deps";
import { startCookie } from "~/.server/forms/spam-guard";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/form-start";

const transparentGif = Buffer.from(
  "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "base64",
);

export function loader({ request, context }: Route.LoaderArgs) {
  const headers = new Headers({
    "Content-Type": "image/gif",
    "Cache-Control": "private, no-store",
  });
  const secure = context.get(requestInfoContext).origin.startsWith("https:");
  const cookie = startCookie(formSecret, request.headers.get("cookie"), secure);
  if (cookie) headers.set("Set-Cookie", cookie);
  return new Response(transparentGif, { headers });
}
