import { data, Link, redirect, useSearchParams } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { NotFoundError } from "~/.server/errors";
import { requestedPage } from "~/.server/pagination";
import { uploadsDir } from "~/.server/media/uploads-dir";
import { removeNews } from "~/.server/news/editing";
import { listNews } from "~/.server/news/repository";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { AdminPagination, AdminTable } from "~/components/admin/admin-table";
import { adminMessages as m } from "~/i18n/admin-messages";
import { formatLongDate } from "~/lib/format-date";
import { newsStatuses, type NewsStatusValue } from "~/lib/news-schema";
import { formatLagosTime } from "~/lib/newsroom-time";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/dashboard";
import { readForm } from "~/.server/forms/read-form";

const pageSize = 20;

/** The status the list is narrowed to by `?status=`, or every item. */
function requestedStatus(request: Request): NewsStatusValue | "all" {
  const value = new URL(request.url).searchParams.get("status");
  return newsStatuses.find((status) => status === value) ?? "all";
}

export async function loader({ request }: Route.LoaderArgs) {
  const page = requestedPage(request);
  const status = requestedStatus(request);
  const result = await listNews(db, { status, page, pageSize });
  return {
    status,
    items: result.items.map((item) => ({
      id: item.id,
      title: item.title,
      date: item.date,
      status: item.status,
      // When it goes live (scheduled) or is taken down (published), in the newsroom's time.
      when:
        item.status === "scheduled" && item.publishAt
          ? formatLagosTime(item.publishAt)
          : item.status === "published" && item.unpublishAt
            ? formatLagosTime(item.unpublishAt)
            : null,
    })),
    page: result.page,
    pageCount: result.pageCount,
  };
}

const badge: Record<NewsStatusValue, string> = {
  draft: "bg-paper text-muted",
  scheduled: "bg-white text-capital-700 ring-1 ring-capital-700/40",
  published: "bg-main-50 text-main",
  unpublished: "bg-danger-50 text-danger",
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const id = form.get("id");
  if (form.get("intent") !== "delete" || typeof id !== "string") {
    throw data({ message: "Unknown action" }, { status: 400 });
  }
  try {
    await removeNews(db, uploadsDir, id, {
      admin: context.get(adminContext),
      ip: context.get(requestInfoContext).ip,
    });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  return redirect("/admin/dashboard?notice=deleted");
}

export function meta() {
  return [{ title: `${m.dashboard.title} | ${m.brand}` }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const notice = params.get("notice");
  const { items, page, pageCount, status } = loaderData;
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.dashboard.title}</h1>
      {notice === "saved" || notice === "deleted" ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-main/20 bg-main-50 p-3 text-sm text-main"
        >
          {notice === "saved" ? m.dashboard.saved : m.dashboard.deleted}
        </p>
      ) : null}
      <nav aria-label={m.dashboard.filter} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {(["all", ...newsStatuses] as const).map((option) => (
            <li key={option}>
              <Link
                to={option === "all" ? "/admin/dashboard" : `/admin/dashboard?status=${option}`}
                aria-current={option === status ? "page" : undefined}
                className={`inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                  option === status
                    ? "border-main bg-main text-white"
                    : "border-line bg-white text-ink hover:border-main"
                }`}
              >
                {m.dashboard.statuses[option]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className="mt-8 text-muted">{m.dashboard.empty}</p>
      ) : (
        <AdminTable columns={Object.values(m.dashboard.columns)}>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-3">
                <span className="font-medium text-ink">{item.title}</span>
              </td>
              <td className="px-4 py-3">
                <span
                  className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${badge[item.status]}`}
                >
                  {m.dashboard.statuses[item.status]}
                </span>
                {item.when ? (
                  <span className="mt-1 block whitespace-nowrap text-xs text-muted">
                    {item.status === "scheduled" ? m.dashboard.goesLive : m.dashboard.endsAt}{" "}
                    {item.when}
                  </span>
                ) : null}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted">
                <time dateTime={item.date}>{formatLongDate(item.date, "en")}</time>
              </td>
              <td className="whitespace-nowrap px-2 py-1">
                <Link
                  to={`/admin/news/edit/${item.id}`}
                  className="inline-flex h-11 items-center rounded-md px-3 font-semibold text-main hover:bg-main-50"
                  aria-label={`${m.dashboard.edit}: ${item.title}`}
                >
                  {m.dashboard.edit}
                </Link>
                <ConfirmButton
                  label={m.dashboard.delete}
                  accessibleLabel={`${m.dashboard.delete}: ${item.title}`}
                  heading={m.dashboard.confirm}
                  text={m.dashboard.confirmText(item.title)}
                  cancelLabel={m.dashboard.cancel}
                  action="/admin/dashboard"
                  fields={{ intent: "delete", id: item.id }}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPagination label={m.dashboard.pagination} page={page} pageCount={pageCount} />
    </>
  );
}
