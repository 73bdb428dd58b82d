import { data, Link } from "react-router";
import { listAudit } from "~/.server/audit";
import { db } from "~/.server/db/client";
import { parsePageParam } from "~/.server/http-errors";
import { adminMessages as m } from "~/i18n/admin-messages";
import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw data(null, { status: 404 });
  const result = await listAudit(db, { page: page ?? 1 });
  return { ...result, page: page ?? 1 };
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
        <div className="mt-6 overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line bg-main-50/60">
              <tr>
                {Object.values(m.audit.columns).map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="whitespace-nowrap px-4 py-3 text-muted">
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  </td>
                  <td className="px-4 py-3">{entry.actor ?? "—"}</td>
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
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <nav aria-label={m.audit.title} className="mt-6 flex justify-between text-sm">
          {page > 1 ? (
            <Link className="font-semibold text-main" to={`/admin/audit?page=${page - 1}`}>
              {m.dashboard.previous}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">{m.dashboard.page(page, pageCount)}</span>
          {page < pageCount ? (
            <Link className="font-semibold text-main" to={`/admin/audit?page=${page + 1}`}>
              {m.dashboard.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
