/** Accepting an invitation with the link from its e-mail (`?token=…`): name and password. */
import { Form, Link, useSearchParams } from "react-router";
import { authOptions } from "~/.server/auth/auth";
import { readInvitation } from "~/.server/auth/invitations";
import { db } from "~/.server/db/client";
import { AuthCard, AuthSubmit } from "~/components/admin/auth-card";
import { Field } from "~/components/admin/field";
import { roleName } from "~/components/admin/staff-accounts";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/invitation";
import { acceptAndSignIn, closedLink, tokenOf } from "./invitation.server";

export async function loader({ request }: Route.LoaderArgs) {
  const link = await readInvitation(db, authOptions.secret, tokenOf(request));
  if (link.state !== "open") return closedLink(link.state);
  const { email, name, role } = link.invitation;
  return { closed: null, email, name, role };
}

export async function action({ request, context }: Route.ActionArgs) {
  return acceptAndSignIn(request, context.get(requestInfoContext).ip);
}

export function meta() {
  return [{ title: `${m.invitation.title} | ${m.brand}` }, { name: "robots", content: "noindex" }];
}

const closedText = {
  invalid: m.invitation.invalid,
  expired: m.invitation.expired,
  used: m.invitation.used,
  "account-exists": m.invitation.accountExists,
};

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const closed = actionData?.closed ?? loaderData.closed;
  if (closed || !("email" in loaderData))
    return (
      <AuthCard title={m.invitation.title} alert={closedText[closed ?? "invalid"]}>
        <p className="mt-6 text-sm">
          <Link to="/admin/login" className="font-semibold text-main underline">
            {m.invitation.toLogin}
          </Link>
        </p>
      </AuthCard>
    );
  const errors = actionData?.fieldErrors ?? {};
  return (
    <AuthCard title={m.invitation.title}>
      <Form
        method="post"
        action={`/admin/invitation?token=${encodeURIComponent(params.get("token") ?? "")}`}
        className="mt-6 space-y-5"
      >
        <p className="text-muted">
          {m.invitation.intro(loaderData.email, roleName(loaderData.role))}
        </p>
        <Field
          label={m.invitation.name}
          name="name"
          defaultValue={actionData?.name ?? loaderData.name}
          error={errors.name}
          autoComplete="name"
          required
        />
        <Field
          label={m.invitation.password}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={m.invitation.passwordHint}
          error={errors.password}
          required
        />
        <Field
          label={m.invitation.repeat}
          name="repeat"
          type="password"
          autoComplete="new-password"
          error={errors.repeat}
          required
        />
        <AuthSubmit label={m.invitation.submit} busyLabel={m.invitation.submitting} />
      </Form>
    </AuthCard>
  );
}
