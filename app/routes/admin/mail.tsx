import { data, Form } from "react-router";
import { recordAudit } from "~/.server/audit";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { NotFoundError } from "~/.server/errors";
import { readForm } from "~/.server/forms/read-form";
import { notFound } from "~/.server/http-errors";
import { deliverSoon } from "~/.server/mail/app-mailer";
import { discardMail, listUndeliveredMail, retryMail } from "~/.server/mail/outbox";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { AdminTable } from "~/components/admin/admin-table";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import { adminTime } from "~/lib/newsroom-time";
import type { Route } from "./+types/mail";

export async function loader() {
  return { mail: await listUndeliveredMail(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const id = form.get("id");
  const intent = form.get("intent");
  if ((intent !== "retry" && intent !== "discard") || typeof id !== "string")
    throw data({ message: "Unknown action" }, { status: 400 });
  try {
    if (intent === "retry") await retryMail(db, id);
    else await discardMail(db, id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  if (intent === "retry") deliverSoon();
  await recordAudit(db, {
    action: intent === "retry" ? "mail-retry" : "mail-discard",
    actor: context.get(adminContext).email,
    subject: id,
    ip: context.get(requestInfoContext).ip,
  });
  return { done: intent };
}

export function meta() {
  return [{ title: `${m.mail.title} | ${m.brand}` }];
}

export default function OutgoingMail({ loaderData, actionData }: Route.ComponentProps) {
  const c = m.mail.columns;
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.mail.title}</h1>
      <p className="mt-3 max-w-3xl text-muted">{m.mail.intro}</p>
      {actionData?.done === "retry" ? (
        <p role="status" className="mt-4 rounded-md bg-main-50 px-4 py-3 text-main">
          {m.mail.retried}
        </p>
      ) : null}
      {loaderData.mail.length === 0 ? (
        <p className="mt-8 text-muted">{m.mail.empty}</p>
      ) : (
        <AdminTable
          columns={[c.created, c.kind, c.to, c.status, c.attempts, c.next, c.error, c.actions]}
        >
          {loaderData.mail.map((mail) => (
            <tr key={mail.id}>
              <td className="whitespace-nowrap px-4 py-3 text-muted">
                {adminTime.format(new Date(mail.createdAt))}
              </td>
              <td className="px-4 py-3">{m.mail.kind[mail.kind] ?? mail.kind}</td>
              <td className="max-w-56 truncate px-4 py-3">{mail.to}</td>
              <td className="px-4 py-3">
                <span className={mail.status === "failed" ? "font-semibold text-red-800" : ""}>
                  {m.mail.status[mail.status]}
                </span>
              </td>
              <td className="px-4 py-3 tabular-nums">{mail.attempts}</td>
              <td className="whitespace-nowrap px-4 py-3 text-muted">
                {mail.status === "failed" ? "—" : adminTime.format(new Date(mail.nextAttemptAt))}
              </td>
              <td className="max-w-72 px-4 py-3 text-sm text-muted">{mail.lastError ?? "—"}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="id" value={mail.id} />
                    <button
                      type="submit"
                      aria-label={`${m.mail.retry}: ${mail.to}`}
                      className="inline-flex h-11 items-center whitespace-nowrap rounded-md border border-line bg-white px-3 text-sm font-semibold hover:border-main"
                    >
                      {m.mail.retry}
                    </button>
                  </Form>
                  <ConfirmButton
                    label={m.mail.discard}
                    accessibleLabel={`${m.mail.discard}: ${mail.to}`}
                    heading={m.mail.confirmDiscard}
                    text={m.mail.confirmDiscardText}
                    cancelLabel={m.mail.cancel}
                    action="/admin/mail"
                    fields={{ intent: "discard", id: mail.id }}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
