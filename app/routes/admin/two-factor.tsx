/** Sign-in's second step: a code from the authenticator app, or a recovery code. */
import { data, Form } from "react-router";
import { z } from "zod";
import { codePageData, submitCode } from "~/.server/auth/second-factor-sign-in";
import { validatedForm } from "~/.server/forms/validated-form";
import { AuthCard, AuthSubmit } from "~/components/admin/auth-card";
import { CancelSignIn } from "~/components/admin/cancel-sign-in";
import { Field } from "~/components/admin/field";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/two-factor";

export function loader({ request }: Route.LoaderArgs) {
  return codePageData(request);
}

const codeForm = z.object({ code: z.string().trim().min(1).max(64) });

export async function action({ request, context }: Route.ActionArgs) {
  const checked = await validatedForm(request, codeForm, (form) => ({
    code: String(form.get("code") ?? ""),
  }));
  if (!checked.ok) return data({ error: m.twoFactor.wrong }, { status: 400 });
  return submitCode(request, checked.data.code, {
    ip: context.get(requestInfoContext).ip,
    userAgent: request.headers.get("user-agent") ?? "",
  });
}

// Retry-After from a limited attempt reaches the browser.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta() {
  return [
    { title: `${m.twoFactor.codeTitle} | BGL Group` },
    { name: "robots", content: "noindex" },
  ];
}

export default function TwoFactor({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title={m.twoFactor.codeTitle} alert={actionData?.error}>
      <p className="mt-4 text-sm text-muted">{m.twoFactor.codeIntro}</p>
      <Form method="post" className="mt-6 space-y-5">
        <Field
          label={m.twoFactor.code}
          name="code"
          autoComplete="one-time-code"
          hint={m.twoFactor.codeHint}
          required
        />
        <AuthSubmit label={m.twoFactor.submit} busyLabel={m.twoFactor.submitting} />
      </Form>
      <CancelSignIn />
    </AuthCard>
  );
}
