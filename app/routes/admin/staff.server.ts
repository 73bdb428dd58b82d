/**
 * The staff page's forms: `role` (change an account's role), `disable` and `enable` (an account),
 * `invite` and `revoke` (an invitation). A change that worked answers with a redirect back to the
 * page and a notice, so a reload never posts twice; one refused answers the page again with the
 * reason: 400 for fields to correct, 409 for the last administrator or an address that already
 * has an account.
 */
import { data, redirect } from "react-router";
import { authOptions } from "~/.server/auth/auth";
import type { Administrator } from "~/.server/auth/guard";
import { AccountExistsError, inviteStaff, revokeInvitation } from "~/.server/auth/invitations";
import { changeRole, LastAdministratorError, setDisabled } from "~/.server/auth/staff-accounts";
import { db } from "~/.server/db/client";
import { NotFoundError } from "~/.server/errors";
import { validatedForm } from "~/.server/forms/validated-form";
import { deliverSoon } from "~/.server/mail/app-mailer";
import { adminMessages as m } from "~/i18n/admin-messages";
import type { FieldErrors } from "~/lib/field-errors";
import { invitationSchema, readInvitationForm, type InvitationValues } from "~/lib/staff-schema";
import { isStaffRole } from "~/lib/staff-roles";

interface Actor {
  admin: Administrator;
  ip: string;
  /** The site's origin, for the link in an invitation. */
  origin: string;
}

type Notice = keyof typeof m.staff.notices;

function done(notice: Notice) {
  return redirect(`/admin/staff?notice=${notice}`);
}

function refused(
  status: number,
  problem: string,
  fieldErrors: FieldErrors = {},
  values: InvitationValues | null = null,
) {
  return data({ problem, fieldErrors, values }, { status });
}

export async function changeStaff(request: Request, actor: Actor) {
  const checked = await validatedForm(request, invitationSchema, readInvitationForm);
  const { form } = checked;
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const audit = { email: actor.admin.email, ip: actor.ip };
  try {
    if (intent === "invite") {
      if (!checked.ok) return refused(400, m.staff.fixErrors, checked.fieldErrors, checked.values);
      await inviteStaff(
        { db, secret: authOptions.secret, origin: actor.origin, deliverSoon },
        checked.data,
        { ...audit, name: actor.admin.name },
      );
      return done("invited");
    }
    if (!id) throw data({ message: "No account or invitation given" }, { status: 400 });
    if (intent === "revoke") {
      await revokeInvitation(db, id, audit);
      return done("revoked");
    }
    if (intent === "role") {
      const role = form.get("role");
      if (!isStaffRole(role)) throw data({ message: "Unknown role" }, { status: 400 });
      return done((await changeRole(db, id, role, audit)) ? "role-changed" : "unchanged");
    }
    if (intent === "disable" || intent === "enable") {
      const changed = await setDisabled(db, id, intent === "disable", audit);
      return done(changed ? (intent === "disable" ? "disabled" : "enabled") : "unchanged");
    }
    throw data({ message: "Unknown action" }, { status: 400 });
  } catch (error) {
    if (error instanceof LastAdministratorError) return refused(409, m.staff.lastAdministrator);
    if (error instanceof AccountExistsError)
      return refused(409, m.staff.fixErrors, { email: m.staff.accountExists }, checked.values);
    if (error instanceof NotFoundError) return done("gone");
    throw error;
  }
}
