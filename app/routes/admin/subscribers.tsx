import { data } from "react-router";
import { recordAudit } from "~/.server/audit";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { NotFoundError } from "~/.server/errors";
import { eraseSubscriber, listSubscribers } from "~/.server/forms/records";
import { requestedPage } from "~/.server/pagination";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { AdminPagination, AdminTable } from "~/components/admin/admin-table";
import { adminMessages as m } from "~/i18n/admin-messages";
import { isLocale, localeNames } from "~/i18n/locales";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/subscribers";
import { notFound } from "~/.server/http-errors";
import { readForm } from "~/.server/forms/read-form";

export async function loader({ request }: Route.LoaderArgs) {
  const page = requestedPage(request);
  return listSubscribers(db, { page });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const id = form.get("id");
  if (form.get("intent") !== "erase" || typeof id !== "string")
    throw data({ message: "Unknown action" }, { status: 400 });
  try {
    await eraseSubscriber(db, id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  await recordAudit(db, {
    action: "subscriber-erase",
    actor: context.get(adminContext).email,
    subject: id,
    ip: context.get(requestInfoContext).ip,
  });
  return null;
}

export function meta() {
  return [{ title: `${m.subscribers.title} | ${m.brand}` }];
}

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Africa/Lagos" });
const date = (value: string | null) => (value ? day.format(new Date(value)) : "—");

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount } = loaderData;
  const c = m.subscribers.columns;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-main">{m.subscribers.title}</h1>
        <a
          href="/admin/subscribers.csv"
          download
          className="inline-flex h-11 items-center rounded-md border border-line bg-white px-4 font-semibold hover:border-main"
        >
          {m.subscribers.exportCsv}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="mt-8 text-muted">{m.subscribers.empty}</p>
      ) : (
        <AdminTable
          columns={[
            c.email,
            c.status,
            c.language,
            c.subscribed,
            c.confirmed,
            c.unsubscribed,
            c.actions,
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="max-w-64 truncate px-4 py-3">
                {row.status === "erased" ? "—" : row.email}
              </td>
              <td className="px-4 py-3">{m.subscribers.status[row.status]}</td>
              <td className="px-4 py-3">
                {isLocale(row.locale) ? localeNames[row.locale] : row.locale}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted">{date(row.created_at)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-muted">{date(row.confirmed_at)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-muted">
                {date(row.unsubscribed_at)}
              </td>
              <td className="px-4 py-3">
                {row.status === "erased" ? null : (
                  <ConfirmButton
                    label={m.subscribers.erase}
                    accessibleLabel={`${m.subscribers.erase}: ${row.email}`}
                    heading={m.subscribers.confirmErase}
                    text={m.subscribers.confirmEraseText}
                    cancelLabel={m.subscribers.cancel}
                    action="/admin/subscribers"
                    fields={{ intent: "erase", id: row.id }}
                  />
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPagination label={m.subscribers.title} page={page} pageCount={pageCount} />
    </>
  );
}
