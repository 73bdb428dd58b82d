import { isbot } from "isbot";
import { isRouteErrorResponse, Outlet, redirect } from "react-router";
import { ErrorPage } from "~/components/site/error-page";
import { SiteFrame } from "~/components/site/site-frame";
import { readLocaleCookie } from "~/i18n/locale-cookie";
import { defaultLocale } from "~/i18n/locales";
import { localeFromPath, localizePath } from "~/i18n/paths";
import { useI18n } from "~/i18n/use-i18n";
import type { Route } from "./+types/layout";

/**
 * A visitor who chose another language is taken to it from unprefixed (English) links.
 * Crawlers are never redirected, so every locale stays indexable at its own URL.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (localeFromPath(url.pathname) !== defaultLocale) return null;
  const remembered = readLocaleCookie(request.headers.get("cookie"));
  const userAgent = request.headers.get("user-agent") ?? "";
  if (remembered && remembered !== defaultLocale && !isbot(userAgent)) {
    throw redirect(localizePath(url.pathname, remembered) + url.search, {
      headers: { Vary: "Cookie", "Cache-Control": "private, no-store" },
    });
  }
  return null;
}

export function headers() {
  return { Vary: "Cookie" };
}

export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <SiteFrame>
      <ErrorTitle status={status} />
      <ErrorPage status={status} error={error} />
    </SiteFrame>
  );
}

function ErrorTitle({ status }: { status: number }) {
  const { t } = useI18n();
  const title = status === 404 ? t.notFound.title : t.error.heading;
  return <title>{`${title} | ${t.meta.siteName}`}</title>;
}
