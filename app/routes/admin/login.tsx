import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { adminSession } from "~/.server/auth/guard";
import { safeRedirectPath } from "~/.server/auth/return-path";
import { codePage, withNext } from "~/.server/auth/second-factor-sign-in";
import { AuthCard, AuthSubmit } from "~/components/admin/auth-card";
import { Field } from "~/components/admin/field";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/login";
import { signIn, signInUnavailable } from "./login.server";

export async function loader({ request }: Route.LoaderArgs) {
  let session;
  try {
    session = await adminSession(request);
  } catch (error) {
    return signInUnavailable(error);
  }
  const params = new URL(request.url).searchParams;
  const next = safeRedirectPath(params.get("redirectTo"));
  if (session.state === "active") throw redirect(next);
  if (session.state === "second-factor") throw redirect(withNext(codePage, next));
  // Sent here by the guard when a session ended (idle, too old, or ended by a new password).
  const ended = session.state === "ended" || params.has("ended");
  // Sent here after setting a new password by e-mail link.
  const reset = params.get("reset") === "done";
  return data(
    { notice: reset ? m.reset.done : ended ? m.login.sessionEnded : undefined },
    { headers: session.state === "ended" ? session.headers : undefined },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return signIn(request, context.get(requestInfoContext).ip);
}

// Retry-After from a limited or unavailable sign-in reaches the browser.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export function meta() {
  return [{ title: `${m.login.title} | BGL Group` }, { name: "robots", content: "noindex" }];
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const error =
    actionData?.error ?? (loaderData && "error" in loaderData ? loaderData.error : undefined);
  const notice =
    !actionData && loaderData && "notice" in loaderData ? loaderData.notice : undefined;
  return (
    <AuthCard title={m.login.title} alert={error} notice={notice}>
      <Form method="post" className="mt-6 space-y-5">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <Field label={m.login.email} name="email" type="email" autoComplete="username" required />
        <Field
          label={m.login.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <AuthSubmit label={m.login.submit} busyLabel={m.login.submitting} />
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/admin/forgot-password" className="font-semibold text-main underline">
          {m.reset.forgot}
        </Link>
      </p>
    </AuthCard>
  );
}
