import { listAudit } from "~/.server/audit";
import { db } from "~/.server/db/client";
import { requestedPage } from "~/.server/pagination";
import { AdminPagination, AdminTable } from "~/components/admin/admin-table";
import { adminMessages as m } from "~/i18n/admin-messages";
import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  const page = requestedPage(request);
  const result = await listAudit(db, { page });
  return { ...result, page };
}

export function meta() {
  return [{ title: `${m.audit.title} | ${m.brand}` }];
}

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "Africa/Lagos",
});

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, page, pageCount } = loaderData;
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.audit.title}</h1>
      {entries.length === 0 ? (
        <p className="mt-8 text-muted">{m.audit.empty}</p>
      ) : (
        <AdminTable columns={Object.values(m.audit.columns)}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="whitespace-nowrap px-4 py-3 text-muted">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </td>
              <td className="px-4 py-3">
                {entry.actor ?? (entry.detail.by === "schedule" ? m.audit.schedule : "—")}
              </td>
              <td className="px-4 py-3">{m.audit.actions[entry.action] ?? entry.action}</td>
              <td className="max-w-xs truncate px-4 py-3 text-muted">
                {typeof entry.detail.title === "string"
                  ? entry.detail.title
                  : (entry.subject ?? "—")}
              </td>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-muted">
                {entry.ip ?? "—"}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPagination label={m.audit.title} page={page} pageCount={pageCount} />
    </>
  );
}
