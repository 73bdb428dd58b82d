/** The origin of the site's own absolute links: e-mails, canonical links, the sitemap, feeds. */
import type { Env } from "./env";

/**
 * PUBLIC_URL's origin; without it, the address the server listens on (`localhost` for all
 * interfaces), never the request's Host header, which any client can choose and which would
 * otherwise end up in e-mails, canonical links and the sitemap.
 */
export function linkOrigin(env: Pick<Env, "PUBLIC_URL" | "HOST" | "PORT">): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  const name = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  return `http://${name.includes(":") ? `[${name}]` : name}:${env.PORT}`;
}
