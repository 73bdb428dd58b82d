import { data, Form, Link, redirect } from "react-router";
import { recordAudit } from "~/.server/audit";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { NotFoundError } from "~/.server/errors";
import { deleteMessage, getMessage, setMessageHandled } from "~/.server/forms/records";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { adminMessages as m } from "~/i18n/admin-messages";
import { localeNames, isLocale } from "~/i18n/locales";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/message";
import { notFound } from "~/.server/http-errors";
import { readForm } from "~/.server/forms/read-form";

export async function loader({ params }: Route.LoaderArgs) {
  try {
    return { message: await getMessage(db, params.id) };
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const intent = (await readForm(request)).get("intent");
  const audit = {
    actor: context.get(adminContext).email,
    subject: params.id,
    ip: context.get(requestInfoContext).ip,
  };
  try {
    if (intent === "delete") {
      await deleteMessage(db, params.id);
      await recordAudit(db, { action: "message-delete", ...audit });
      return redirect("/admin/messages");
    }
    if (intent === "handled" || intent === "new") {
      await setMessageHandled(db, params.id, intent === "handled");
      await recordAudit(db, {
        action: "message-handled",
        ...audit,
        detail: { handled: intent === "handled" },
      });
      return null;
    }
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  throw data({ message: "Unknown action" }, { status: 400 });
}

export function meta() {
  return [{ title: `${m.messages.title} | ${m.brand}` }];
}

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Africa/Lagos",
});

export default function Message({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  const f = m.messages.fields;
  const rows: [string, string][] = [
    [f.name, message.name],
    [f.email, message.email],
    [f.phone, message.phone],
    [f.address, message.address],
    [f.country, message.country],
    [f.language, isLocale(message.locale) ? localeNames[message.locale] : message.locale],
    [
      f.consent,
      m.messages.consentGiven(message.consent_version, when.format(new Date(message.consent_at))),
    ],
  ];
  return (
    <article>
      <Link
        to="/admin/messages"
        className="inline-flex h-11 items-center font-semibold text-main hover:underline"
      >
        ← {m.messages.back}
      </Link>
      <h1 className="mt-2 break-words font-serif text-3xl text-main">
        {message.subject.trim() || m.messages.noSubject}
      </h1>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={message.created_at}>{when.format(new Date(message.created_at))}</time> ·{" "}
        {m.messages.status[message.status]}
      </p>
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-xl border border-line bg-white p-5 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="whitespace-pre-wrap break-words text-muted">{value || "—"}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 whitespace-pre-wrap break-words rounded-xl border border-line bg-white p-5 leading-relaxed">
        {message.message}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={`mailto:${encodeURIComponent(message.email)}`}
          className="inline-flex h-11 items-center rounded-md bg-main px-4 font-semibold text-white hover:bg-main-700"
        >
          {m.messages.reply}
        </a>
        <Form method="post">
          <input type="hidden" name="intent" value={message.status === "new" ? "handled" : "new"} />
          <button
            type="submit"
            className="h-11 rounded-md border border-line bg-white px-4 font-semibold hover:border-main"
          >
            {message.status === "new" ? m.messages.markHandled : m.messages.markNew}
          </button>
        </Form>
        <ConfirmButton
          label={m.messages.delete}
          heading={m.messages.confirmDelete}
          text={m.messages.confirmDeleteText}
          cancelLabel={m.messages.cancel}
          action={`/admin/messages/${message.id}`}
          fields={{ intent: "delete" }}
        />
      </div>
    </article>
  );
}
