import { Form, redirect, useNavigation, useSearchParams } from "react-router";
import { getAdmin, safeRedirectPath } from "~/.server/auth/guard";
import { Field } from "~/components/admin/field";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/login";
import { signIn, signInUnavailable } from "./login.server";

export async function loader({ request }: Route.LoaderArgs) {
  let admin;
  try {
    admin = await getAdmin(request);
  } catch (error) {
    return signInUnavailable(error);
  }
  if (admin) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")));
  return null;
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
  const busy = useNavigation().state === "submitting";
  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper px-5 py-16">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-8 shadow-xl sm:p-10">
        <img
          src="/logos/main.svg"
          alt="BGL Group"
          width={176}
          height={45}
          className="h-11 w-auto"
        />
        <h1 className="mt-8 font-serif text-3xl text-main">{m.login.title}</h1>
        {(actionData ?? loaderData)?.error ? (
          <p
            role="alert"
            className="mt-6 rounded-md border border-danger/30 bg-danger-50 p-3 text-sm text-danger"
          >
            {(actionData ?? loaderData)?.error}
          </p>
        ) : null}
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
          <button
            type="submit"
            disabled={busy}
            className="h-12 w-full rounded-md bg-main font-semibold text-white transition-colors hover:bg-main-700 disabled:opacity-70"
          >
            {busy ? m.login.submitting : m.login.submit}
          </button>
        </Form>
      </div>
    </main>
  );
}
