import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  redirect,
  useNavigation,
} from "react-router";
import { mayUse } from "~/.server/auth/access";
import { adminContext, requireAdmin } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { outboxCounts } from "~/.server/mail/outbox";
import { countAwaiting } from "~/.server/news/review-state";
import { adminMessages as m } from "~/i18n/admin-messages";
import type { Route } from "./+types/layout";

/**
 * Runs before any admin loader or action: no admin data leaves the server for a visitor, and a
 * staff member reaches only the pages their role may use. Anything else is sent to the page that
 * explains it (answering 403): an error thrown here, before any loader has run, could only be
 * shown by the site's bare root error page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, pattern }, next) => {
    const admin = await requireAdmin(request);
    if (!mayUse(pattern, request.method, admin.role)) throw redirect("/admin/forbidden");
    context.set(adminContext, admin);
    return next();
  },
];

/** The navigation, in groups; each page is shown only to the roles that may open it. */
const navGroups = [
  {
    label: m.nav.groups.content,
    pages: [
      { to: "/admin/dashboard", label: m.nav.dashboard },
      { to: "/admin/approvals", label: m.nav.approvals },
      { to: "/admin/milestones", label: m.nav.milestones },
      { to: "/admin/media", label: m.nav.media },
      { to: "/admin/people", label: m.nav.people },
    ],
  },
  {
    label: m.nav.groups.audience,
    pages: [
      { to: "/admin/messages", label: m.nav.messages },
      { to: "/admin/subscribers", label: m.nav.subscribers },
    ],
  },
  {
    label: m.nav.groups.site,
    pages: [
      { to: "/admin/staff", label: m.nav.staff },
      { to: "/admin/settings/contacts", label: m.nav.contacts },
      { to: "/admin/settings/publishing", label: m.nav.publishing },
      { to: "/admin/mail", label: m.nav.mail },
      { to: "/admin/audit", label: m.nav.audit },
    ],
  },
  {
    label: m.nav.groups.account,
    pages: [{ to: "/admin/account/two-factor", label: m.nav.twoFactor }],
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const nav = navGroups
    .map((group) => ({
      ...group,
      pages: group.pages.filter((page) => mayUse(page.to, "GET", admin.role)),
    }))
    .filter((group) => group.pages.length > 0);
  // Mail given up on is shown to those who can deal with it, on every admin page until they do.
  const failedMail = mayUse("/admin/mail", "GET", admin.role) ? (await outboxCounts(db)).failed : 0;
  // So are requests for publication, to those who decide on them.
  const awaiting = mayUse("/admin/approvals", "GET", admin.role) ? await countAwaiting(db) : 0;
  return {
    admin: { email: admin.email, name: admin.name, role: admin.role },
    nav,
    failedMail,
    awaiting,
    mayWrite: mayUse("/admin/news/new", "GET", admin.role),
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-11 shrink-0 items-center whitespace-nowrap rounded-md px-3 text-sm font-semibold ${
    isActive ? "bg-main-50 text-main" : "text-ink hover:bg-main-50 hover:text-main"
  }`;

/**
 * The admin frame: one header line at every width (logo, who is signed in, Add News, Logout), the
 * navigation in a sidebar on wide screens and as a scrolling row under the header on phones.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { admin, nav, failedMail, awaiting, mayWrite } = loaderData;
  return (
    <div className="min-h-dvh bg-paper">
      <header className="border-b border-line bg-white">
        <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-5">
          <Link to="/admin/dashboard" className="flex shrink-0 items-center gap-3">
            <img
              src="/logos/main.svg"
              alt="BGL Group"
              width={150}
              height={38}
              className="h-8 w-auto sm:h-9"
            />
            <span className="hidden text-sm font-semibold text-muted xl:inline">{m.brand}</span>
          </Link>
          <div className="flex items-center gap-2 sm:gap-3">
            <p className="hidden text-right text-sm leading-tight md:block">
              <span className="block text-ink">{admin.email}</span>
              <span className="block text-muted">
                {m.roles[admin.role]} ·{" "}
                <Link to="/admin/account/sessions" className="text-main underline">
                  {m.nav.sessions}
                </Link>
              </span>
            </p>
            {mayWrite ? (
              <Link
                to="/admin/news/new"
                className="inline-flex h-11 items-center whitespace-nowrap rounded-md bg-main px-3 text-sm font-semibold text-white hover:bg-main-700 sm:px-4"
              >
                {m.addNews}
              </Link>
            ) : null}
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="inline-flex h-11 items-center rounded-md border border-line px-3 text-sm font-semibold text-ink hover:border-main sm:px-4"
              >
                {m.logout}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav
          aria-label={m.nav.main}
          className="border-b border-line bg-white lg:min-h-[calc(100dvh-4.3rem)] lg:border-r lg:border-b-0"
        >
          <div className="relative flex gap-1 overflow-x-auto px-3 py-2 lg:flex-col lg:gap-6 lg:overflow-visible lg:py-6">
            {nav.map((group) => (
              <div key={group.label} className="flex shrink-0 gap-1 lg:flex-col">
                <h2 className="sr-only px-3 text-xs font-semibold tracking-wider text-muted uppercase lg:not-sr-only lg:pb-1">
                  {group.label}
                </h2>
                {group.pages.map((page) => (
                  <NavLink key={page.to} to={page.to} className={navClass}>
                    {page.label}
                    {page.to === "/admin/mail" && failedMail > 0 ? (
                      <span className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
                        {m.nav.mailFailed(failedMail)}
                      </span>
                    ) : null}
                    {page.to === "/admin/approvals" && awaiting > 0 ? (
                      <span className="ml-2 rounded-full bg-capital-700 px-2 py-0.5 text-xs font-semibold text-white">
                        {m.nav.approvalsWaiting(awaiting)}
                      </span>
                    ) : null}
                  </NavLink>
                ))}
              </div>
            ))}
            <a href="/" className={navClass({ isActive: false })}>
              {m.nav.viewSite}
            </a>
          </div>
        </nav>
        <div className="min-w-0">
          {navigation.state === "loading" ? (
            <p role="status" className="mx-auto max-w-6xl px-5 pt-4 text-sm text-muted">
              {m.loading}
            </p>
          ) : null}
          <main className="mx-auto max-w-6xl px-5 py-10">
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}

/** An item that does not exist (404), or any other failure below the admin layout, said plainly. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = status === 404 ? m.missing : m.failed;
  return (
    <main className="mx-auto max-w-3xl px-5 py-24">
      <title>{`${text.title} | ${m.brand}`}</title>
      <h1 className="font-serif text-3xl text-main">{text.title}</h1>
      <p className="mt-4 text-lg text-muted">{text.text}</p>
      <a
        href="/admin/dashboard"
        className="mt-8 inline-flex h-11 items-center rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700"
      >
        {m.backToDashboard}
      </a>
    </main>
  );
}
