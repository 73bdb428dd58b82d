/** Setting a new password with the link from the e-mail (`?token=…`). */
import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import { getAuth } from "~/.server/auth/auth";
import { resetLinkWorks, resetPassword } from "~/.server/auth/password-reset";
import { passwordMessages } from "~/.server/auth/password-policy";
import { db } from "~/.server/db/client";
import { validatedForm } from "~/.server/forms/validated-form";
import { AuthCard, AuthSubmit } from "~/components/admin/auth-card";
import { Field } from "~/components/admin/field";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/reset-password";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const works =
    token.length > 0 && token.length <= 200 && (await resetLinkWorks(await getAuth(), token));
  // A link that no longer works answers 410, like an expired preview link.
  return works ? { linkWorks: true } : data({ linkWorks: false }, { status: 410 });
}

const newPassword = z.object({
  password: z.string().min(1).max(1024),
  repeat: z.string().max(1024),
});

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  const checked = await validatedForm(request, newPassword, (form) => ({
    password: String(form.get("password") ?? ""),
    repeat: String(form.get("repeat") ?? ""),
  }));
  if (!checked.ok) return data({ error: passwordMessages["too-short"] }, { status: 400 });
  if (checked.data.password !== checked.data.repeat)
    return data({ error: m.reset.mismatch }, { status: 400 });
  const outcome = await resetPassword(await getAuth(), db, {
    token,
    password: checked.data.password,
    ip: context.get(requestInfoContext).ip,
  });
  if (outcome === "done") return redirect("/admin/login?reset=done");
  if (outcome === "invalid-link") return data({ error: m.reset.invalidLink }, { status: 410 });
  return data({ error: passwordMessages[outcome] }, { status: 400 });
}

export function meta() {
  return [{ title: `${m.reset.newTitle} | ${m.brand}` }, { name: "robots", content: "noindex" }];
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const linkWorks = loaderData.linkWorks && actionData?.error !== m.reset.invalidLink;
  return (
    <AuthCard title={m.reset.newTitle} alert={linkWorks ? actionData?.error : m.reset.invalidLink}>
      {linkWorks ? (
        <Form
          method="post"
          action={`/admin/reset-password?token=${encodeURIComponent(params.get("token") ?? "")}`}
          className="mt-6 space-y-5"
        >
          <Field
            label={m.reset.newPassword}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={m.reset.newPasswordHint}
            required
          />
          <Field
            label={m.reset.repeat}
            name="repeat"
            type="password"
            autoComplete="new-password"
            required
          />
          <AuthSubmit label={m.reset.submit} busyLabel={m.reset.submitting} />
        </Form>
      ) : (
        <p className="mt-6 text-sm">
          <Link to="/admin/forgot-password" className="font-semibold text-main underline">
            {m.reset.forgot}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
