import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { Field } from "~/components/admin/field";
import { roleName } from "~/components/admin/staff-accounts";
import { adminMessages as m } from "~/i18n/admin-messages";
import type { FieldErrors } from "~/lib/field-errors";
import { adminTime } from "~/lib/newsroom-time";
import type { InvitationValues } from "~/lib/staff-schema";
import { staffRoles } from "~/lib/staff-roles";

interface InvitationRow {
  id: string;
  name: string;
  email: string;
  role: string;
  invitedBy: string;
  expiresAt: string;
  expired: boolean;
}

/** The invitations not yet accepted, each with Withdraw (confirmed first). */
export function StaffInvitations({ invitations }: { invitations: InvitationRow[] }) {
  const c = m.staff.invitationColumns;
  if (invitations.length === 0)
    return <p className="mt-4 text-muted">{m.staff.invitationsEmpty}</p>;
  return (
    <AdminTable columns={[c.name, c.email, c.role, c.state, c.invitedBy, c.expires, c.actions]}>
      {invitations.map((invitation) => (
        <tr key={invitation.id}>
          <td className="px-4 py-3 font-semibold">{invitation.name}</td>
          <td className="max-w-64 truncate px-4 py-3">{invitation.email}</td>
          <td className="px-4 py-3">{roleName(invitation.role)}</td>
          <td className="px-4 py-3">
            {invitation.expired ? m.staff.states.expired : m.staff.states.pending}
          </td>
          <td className="max-w-56 truncate px-4 py-3 text-muted">{invitation.invitedBy}</td>
          <td className="whitespace-nowrap px-4 py-3 text-muted">
            {adminTime.format(new Date(invitation.expiresAt))}
          </td>
          <td className="px-4 py-3">
            <ConfirmButton
              label={m.staff.revoke}
              accessibleLabel={m.staff.revokeLabel(invitation.email)}
              heading={m.staff.confirmRevoke}
              text={m.staff.confirmRevokeText}
              cancelLabel={m.staff.cancel}
              action="/admin/staff"
              fields={{ intent: "revoke", id: invitation.id }}
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Inviting someone: name, address and role; what was typed stays when something is refused. */
export function InviteForm({
  hours,
  values,
  fieldErrors,
}: {
  hours: number;
  values: InvitationValues | null;
  fieldErrors: FieldErrors;
}) {
  const roleId = useId();
  const busy = useNavigation().formData?.get("intent") === "invite";
  return (
    <Form
      method="post"
      className="mt-4 grid max-w-2xl gap-5 rounded-xl border border-line bg-white p-6"
    >
      <input type="hidden" name="intent" value="invite" />
      <p className="text-muted">{m.staff.inviteIntro(hours)}</p>
      <Field
        label={m.staff.inviteName}
        name="name"
        defaultValue={values?.name}
        error={fieldErrors.name}
        autoComplete="off"
        required
      />
      <Field
        label={m.staff.inviteEmail}
        name="email"
        type="email"
        defaultValue={values?.email}
        error={fieldErrors.email}
        autoComplete="off"
        required
      />
      <div>
        <label htmlFor={roleId} className="block text-sm font-semibold text-ink">
          {m.staff.inviteRole}
        </label>
        <select
          id={roleId}
          name="role"
          defaultValue={values?.role ?? "editor"}
          aria-invalid={fieldErrors.role ? true : undefined}
          className="mt-2 h-11 w-full rounded-md border border-line bg-white px-3 text-ink"
        >
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {m.roles[role]}
            </option>
          ))}
        </select>
        {fieldErrors.role ? (
          <p className="mt-1 text-sm font-medium text-danger">{fieldErrors.role}</p>
        ) : null}
      </div>
      <div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex h-11 items-center rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700 disabled:opacity-70"
        >
          {busy ? m.staff.inviteSending : m.staff.inviteSubmit}
        </button>
      </div>
    </Form>
  );
}
