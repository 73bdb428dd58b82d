import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage } from "./components/site/error-page";
import { localeTags } from "./i18n/locales";
import { messages } from "./i18n/messages";
import { localeFromPath } from "./i18n/paths";
import { requestInfoContext } from "./lib/request-context";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.get(requestInfoContext).origin };
}

// The loader only carries the configured origin, which never changes while the app runs.
export function shouldRevalidate() {
  return false;
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
  return <Outlet />;
}

/** The last line of defence: the site layout catches page errors itself, inside the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const t = messages[localeFromPath(pathname)];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      <title>{`${t.error.heading} | ${t.meta.siteName}`}</title>
      <ErrorPage status={status} error={error} />
    </>
  );
}
