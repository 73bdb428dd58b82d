import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "~/components/site/error-page";
import { SiteFrame } from "~/components/site/site-frame";
import { useI18n } from "~/i18n/use-i18n";
import type { Route } from "./+types/layout";

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
