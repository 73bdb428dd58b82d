import { Form, Link } from "react-router";
import { auditActors, listAudit } from "~/.server/audit";
import { db } from "~/.server/db/client";
import { requestedPage } from "~/.server/pagination";
import { AdminPagination, AdminTable } from "~/components/admin/admin-table";
import { FilterSelect } from "~/components/admin/filter-select";
import { adminMessages as m } from "~/i18n/admin-messages";
import { auditFilterFrom, auditQuery } from "~/lib/audit-filter";
import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  const page = requestedPage(request);
  const filter = auditFilterFrom(new URL(request.url).searchParams);
  const [result, actors] = await Promise.all([listAudit(db, { page, ...filter }), auditActors(db)]);
  return { ...result, page, filter, actors };
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
  const { entries, page, pageCount, total, filter, actors } = loaderData;
  const filtering = Boolean(filter.actor || filter.action);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-main">{m.audit.title}</h1>
        <a
          href={`/admin/audit.csv${auditQuery(filter)}`}
          className="inline-flex h-11 items-center rounded-md border border-line bg-white px-4 font-semibold text-ink hover:border-main hover:text-main"
        >
          {filtering ? m.audit.exportFiltered : m.audit.exportCsv}
        </a>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={m.audit.filter}
        className="mt-6 grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <FilterSelect
          id="audit-actor"
          name="actor"
          label={m.audit.columns.actor}
          value={filter.actor ?? ""}
          options={[
            { value: "", label: m.audit.everyone },
            ...actors.map((actor) => ({ value: actor, label: actor })),
          ]}
        />
        <FilterSelect
          id="audit-action"
          name="action"
          label={m.audit.columns.action}
          value={filter.action ?? ""}
          options={[
            { value: "", label: m.audit.allActions },
            ...Object.entries(m.audit.actions).map(([value, label]) => ({ value, label })),
          ]}
        />
        <div className="flex gap-3">
          <button
            type="submit"
            className="inline-flex h-11 items-center rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700"
          >
            {m.audit.apply}
          </button>
          {filtering ? (
            <Link
              to="/admin/audit"
              className="inline-flex h-11 items-center rounded-md px-3 font-semibold text-main underline"
            >
              {m.audit.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      <p role="status" className="mt-4 text-sm text-muted">
        {entries.length === 0
          ? filtering
            ? m.audit.noMatch
            : m.audit.empty
          : m.audit.found(total)}
      </p>
      {entries.length === 0 ? null : (
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
