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
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/dashboard";
import { readForm } from "~/.server/forms/read-form";

const pageSize = 20;

export async function loader({ request }: Route.LoaderArgs) {
  const page = requestedPage(request);
  const result = await listNews(db, { status: "all", page, pageSize });
  return {
    items: result.items.map(({ id, title, date, status }) => ({ id, title, date, status })),
    page: result.page,
    pageCount: result.pageCount,
  };
}

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
  const { items, page, pageCount } = loaderData;
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
      {items.length === 0 ? (
        <p className="mt-8 text-muted">{m.dashboard.empty}</p>
      ) : (
        <AdminTable columns={Object.values(m.dashboard.columns)}>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-3">
                <span className="font-medium text-ink">{item.title}</span>
                {item.status === "draft" ? (
                  <span className="ml-2 rounded bg-paper px-2 py-0.5 text-xs text-muted">
                    {m.dashboard.draft}
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
