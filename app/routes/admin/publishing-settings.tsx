import { Form, redirect, useSearchParams } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { readForm } from "~/.server/forms/read-form";
import { approvalRequired, setApprovalRequired } from "~/.server/news/approval-rule";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/publishing-settings";

export async function loader() {
  return { required: await approvalRequired(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const required = (await readForm(request)).get("required") === "on";
  await setApprovalRequired(db, required, {
    admin: context.get(adminContext),
    ip: context.get(requestInfoContext).ip,
  });
  return redirect(`/admin/settings/publishing?saved=${required ? "on" : "off"}`);
}

export function meta() {
  return [{ title: `${m.publishingSettings.title} | ${m.brand}` }];
}

export default function PublishingSettings({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const saved = params.get("saved");
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.publishingSettings.title}</h1>
      {saved === "on" || saved === "off" ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-main/20 bg-main-50 p-3 text-sm text-main"
        >
          {saved === "on" ? m.publishingSettings.savedOn : m.publishingSettings.savedOff}
        </p>
      ) : null}
      <Form method="post" className="mt-6 rounded-xl border border-line bg-white p-5 sm:p-6">
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            name="required"
            value="on"
            defaultChecked={loaderData.required}
            aria-describedby="rule-hint"
            className="size-5 accent-main"
          />
          {m.publishingSettings.rule}
        </label>
        <p id="rule-hint" className="mt-1 max-w-3xl text-sm text-muted">
          {m.publishingSettings.ruleHint}
        </p>
        <button
          type="submit"
          className="mt-4 h-11 rounded-md bg-main px-6 font-semibold text-white hover:bg-main-700"
        >
          {m.publishingSettings.save}
        </button>
      </Form>
    </>
  );
}
