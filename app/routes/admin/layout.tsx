import { Form, Link, NavLink, Outlet, useNavigation } from "react-router";
import { adminContext, requireAdmin } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { outboxCounts } from "~/.server/mail/outbox";
import { adminMessages as m } from "~/i18n/admin-messages";
import type { Route } from "./+types/layout";

/** Runs before any admin loader or action: no admin data leaves the server for a visitor. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    context.set(adminContext, await requireAdmin(request));
    return next();
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  // Mail given up on is shown on every admin page until someone deals with it.
  const { failed } = await outboxCounts(db);
  return { admin: { email: admin.email, name: admin.name }, failedMail: failed };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-11 items-center rounded-md px-3 text-sm font-semibold ${
    isActive ? "bg-main-50 text-main" : "text-ink hover:bg-main-50 hover:text-main"
  }`;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="min-h-dvh bg-paper">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-5 py-3">
          <div className="flex items-center gap-6">
            <Link to="/admin/dashboard" className="flex items-center gap-3">
              <img
                src="/logos/main.svg"
                alt="BGL Group"
                width={150}
                height={38}
                className="h-9 w-auto"
              />
              <span className="hidden text-sm font-semibold text-muted 2xl:inline">{m.brand}</span>
            </Link>
            <nav aria-label={m.nav.main} className="flex gap-1">
              <NavLink to="/admin/dashboard" className={navClass}>
                {m.nav.dashboard}
              </NavLink>
              <NavLink to="/admin/messages" className={navClass}>
                {m.nav.messages}
              </NavLink>
              <NavLink to="/admin/media" className={navClass}>
                {m.nav.media}
              </NavLink>
              <NavLink to="/admin/subscribers" className={navClass}>
                {m.nav.subscribers}
              </NavLink>
              <NavLink to="/admin/mail" className={navClass}>
                {m.nav.mail}
                {loaderData.failedMail > 0 ? (
                  <span className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {m.nav.mailFailed(loaderData.failedMail)}
                  </span>
                ) : null}
              </NavLink>
              <NavLink to="/admin/audit" className={navClass}>
                {m.nav.audit}
              </NavLink>
              <a href="/" className={navClass({ isActive: false })}>
                {m.nav.viewSite}
              </a>
            </nav>
          </div>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-muted md:inline">{loaderData.admin.email}</span>
            <Link
              to="/admin/news/new"
              className="inline-flex h-11 items-center rounded-md bg-main px-4 text-sm font-semibold text-white hover:bg-main-700"
            >
              {m.addNews}
            </Link>
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="inline-flex h-11 items-center rounded-md border border-line px-4 text-sm font-semibold text-ink hover:border-main"
              >
                {m.logout}
              </button>
            </Form>
          </div>
        </div>
      </header>
      {navigation.state === "loading" ? (
        <p role="status" className="mx-auto max-w-6xl px-5 pt-4 text-sm text-muted">
          {m.loading}
        </p>
      ) : null}
      <main className="mx-auto max-w-6xl px-5 py-10">
        <Outlet />
      </main>
    </div>
  );
}
