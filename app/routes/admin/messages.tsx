import { Link } from "react-router";
import { db } from "~/.server/db/client";
import { listMessages } from "~/.server/forms/records";
import { requestedPage } from "~/.server/pagination";
import { AdminPagination, AdminTable } from "~/components/admin/admin-table";
import { adminMessages as m } from "~/i18n/admin-messages";
import { adminTime } from "~/lib/newsroom-time";
import type { Route } from "./+types/messages";

export async function loader({ request }: Route.LoaderArgs) {
  const page = requestedPage(request);
  return listMessages(db, { page });
}

export function meta() {
  return [{ title: `${m.messages.title} | ${m.brand}` }];
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount } = loaderData;
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.messages.title}</h1>
      {rows.length === 0 ? (
        <p className="mt-8 text-muted">{m.messages.empty}</p>
      ) : (
        <AdminTable columns={Object.values(m.messages.columns)}>
          {rows.map((row) => (
            <tr key={row.id} className={row.status === "new" ? "font-semibold" : undefined}>
              <td className="whitespace-nowrap px-4 py-3 text-muted">
                <time dateTime={row.created_at}>{adminTime.format(new Date(row.created_at))}</time>
              </td>
              <td className="max-w-56 truncate px-4 py-3">{row.name || row.email}</td>
              <td className="max-w-md truncate px-4 py-3">
                <Link
                  to={`/admin/messages/${row.id}`}
                  className="text-main underline-offset-4 hover:underline"
                >
                  {row.subject.trim() || m.messages.noSubject}
                </Link>
              </td>
              <td className="px-4 py-3">{m.messages.status[row.status]}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPagination label={m.messages.title} page={page} pageCount={pageCount} />
    </>
  );
}
