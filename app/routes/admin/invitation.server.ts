/**
 * Accepting an invitation: the account is created with the invited role and the password chosen,
 * then signed in like any sign-in, and the browser goes on to the admin. A link that no longer
 * works says why: 400 for one this site never made, 410 for one expired or used, 409 when the
 * address has an account by now.
 */
import { data, redirect } from "react-router";
import { authOptions, getAuth } from "~/.server/auth/auth";
import { acceptInvitation, type InvitationLink } from "~/.server/auth/invitations";
import { passwordMessages } from "~/.server/auth/password-policy";
import { db } from "~/.server/db/client";
import { validatedForm } from "~/.server/forms/validated-form";
import type { FieldErrors } from "~/lib/field-errors";
import { acceptInvitationSchema, readAcceptInvitationForm } from "~/lib/staff-schema";

type Closed = Exclude<InvitationLink["state"], "open"> | "account-exists";

/** What the form is told: why the link opens nothing, or what to correct. */
interface Answer {
  closed: Closed | null;
  fieldErrors: FieldErrors;
  name: string | null;
}

function answer(value: Answer, status: number) {
  return data(value, { status });
}

const closedStatus: Record<Closed, number> = {
  invalid: 400,
  expired: 410,
  used: 410,
  "account-exists": 409,
};

/** The answer for a link that opens nothing, for the page and for its form. */
export function closedLink(state: Closed) {
  return answer({ closed: state, fieldErrors: {}, name: null }, closedStatus[state]);
}

export function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get("token") ?? "";
}

export async function acceptAndSignIn(request: Request, ip: string) {
  const checked = await validatedForm(request, acceptInvitationSchema, readAcceptInvitationForm);
  if (!checked.ok)
    return answer(
      { closed: null, fieldErrors: checked.fieldErrors, name: checked.values.name },
      400,
    );
  const { name, password } = checked.data;
  const auth = await getAuth();
  const outcome = await acceptInvitation(auth, db, authOptions.secret, {
    token: tokenOf(request),
    name,
    password,
    ip,
  });
  if (outcome.state === "weak-password")
    return answer(
      { closed: null, fieldErrors: { password: passwordMessages[outcome.problem] }, name },
      400,
    );
  if (outcome.state !== "accepted") return closedLink(outcome.state);
  const { APIError } = await import("better-auth/api");
  try {
    const result = await auth.api.signInEmail({
      body: { email: outcome.email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    const headers = new Headers();
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return redirect("/admin", { headers });
  } catch (error) {
    // The account exists; should signing in fail here, the login page does the rest.
    if (error instanceof APIError) return redirect("/admin/login");
    throw error;
  }
}
