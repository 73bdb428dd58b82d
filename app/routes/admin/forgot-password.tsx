/** Asking for a link to set a new password. The answer never says whether the address has an account. */
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { getAuth } from "~/.server/auth/auth";
import { requestPasswordReset } from "~/.server/auth/password-reset";
import { resetLinkMinutes } from "~/.server/auth/staff-mail";
import { db } from "~/.server/db/client";
import { validatedForm } from "~/.server/forms/validated-form";
import { AuthCard, AuthSubmit } from "~/components/admin/auth-card";
import { Field } from "~/components/admin/field";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/forgot-password";

const request = z.object({ email: z.email().max(254) });

export async function action({ request: req, context }: Route.ActionArgs) {
  const checked = await validatedForm(req, request, (form) => ({
    email: String(form.get("email") ?? "")
      .trim()
      .toLowerCase(),
  }));
  if (!checked.ok) return data({ error: m.reset.requestInvalid, notice: null }, { status: 400 });
  const verdict = await requestPasswordReset(
    await getAuth(),
    db,
    checked.data.email,
    context.get(requestInfoContext).ip,
  );
  if (!verdict.allowed)
    return data(
      { error: m.login.limited(verdict.retryAfterSeconds), notice: null },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  return { error: null, notice: m.reset.requestSent(resetLinkMinutes) };
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta() {
  return [
    { title: `${m.reset.requestTitle} | ${m.brand}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title={m.reset.requestTitle} alert={actionData?.error} notice={actionData?.notice}>
      {actionData?.notice ? null : (
        <Form method="post" className="mt-6 space-y-5">
          <p className="text-muted">{m.reset.requestIntro}</p>
          <Field label={m.login.email} name="email" type="email" autoComplete="username" required />
          <AuthSubmit label={m.reset.requestSubmit} busyLabel={m.reset.requestSending} />
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/admin/login" className="font-semibold text-main underline">
          {m.reset.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
