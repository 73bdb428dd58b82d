import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { useEffect, useRef } from "react";
import { ErrorPage } from "./components/site/error-page";
import { islandsNavigated } from "./components/site/island";
import { localeTags } from "./i18n/locales";
import { messages } from "./i18n/messages";
import { localeFromPath } from "./i18n/paths";
import type { RootData } from "./i18n/use-i18n";
import { requestInfoContext } from "./lib/request-context";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The site's origin and the shell's messages in the page's language (only that one catalog). */
export function loader({ request, context }: Route.LoaderArgs): RootData {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { emails: _serverOnly, ...t } = messages[locale];
  return { origin: context.get(requestInfoContext).origin, locale, t };
}

// The origin never changes while the app runs; the messages change with the locale only.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return (
    <html lang={localeTags[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#005100" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { key } = useLocation();
  const firstPage = useRef(key);
  useEffect(() => {
    if (key !== firstPage.current) islandsNavigated();
  }, [key]);
  return <Outlet />;
}

/** The last line of defence: the site layout catches page errors itself, inside the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data = useRouteLoaderData<RootData>("root");
  // Without the root loader's data there are no messages: a bare page with the status only.
  if (!data) return <title>{String(status)}</title>;
  const { t } = data;
  return (
    <>
      <title>{`${t.error.heading} | ${t.meta.siteName}`}</title>
      <ErrorPage status={status} error={error} />
    </>
  );
}
