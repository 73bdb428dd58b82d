import { data, isRouteErrorResponse, Outlet } from "react-router";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { db } from "~/.server/db/client";
import { log } from "~/.server/log";
import { siteContactsFor } from "~/.server/site-contacts/public";
import { ErrorPage } from "~/components/site/error-page";
import { SiteFrame } from "~/components/site/site-frame";
import { localeFromPath } from "~/i18n/paths";
import { useI18n } from "~/i18n/use-i18n";
import type { Route } from "./+types/layout";

/**
 * The group's contacts, which the footer and several pages show, in the page's language. When
 * they cannot be read the page still renders without them (a form keeps what was typed), for
 * this moment only: no cache may keep it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    return data({ contacts: await siteContactsFor(db, locale) });
  } catch (error) {
    log.error({ err: error }, "site: reading the contacts failed");
    return data({ contacts: null }, { headers: { "Cache-Control": "private, no-store" } });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// Read again when the language changes; inside one language a navigation keeps the page's read.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
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
