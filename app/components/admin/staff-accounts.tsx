import { Form } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { adminMessages as m } from "~/i18n/admin-messages";
import { adminTime } from "~/lib/newsroom-time";
import { isStaffRole, staffRoles } from "~/lib/staff-roles";

interface StaffAccountRow {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  lastSignInAt: string | null;
}

const secondaryButton =
  "inline-flex h-11 items-center whitespace-nowrap rounded-md border border-line bg-white px-3 text-sm font-semibold hover:border-main";

export function roleName(role: string): string {
  return isStaffRole(role) ? m.roles[role] : role;
}

/**
 * Every staff account with its role and state, and the administrator's controls: a role to choose,
 * Disable (confirmed first) or Enable. Plain forms: they work without JavaScript.
 */
export function StaffAccounts({ accounts, me }: { accounts: StaffAccountRow[]; me: string }) {
  const c = m.staff.columns;
  return (
    <AdminTable columns={[c.name, c.email, c.role, c.state, c.lastSignIn, c.actions]}>
      {accounts.map((account) => (
        <tr key={account.id}>
          <td className="px-4 py-3 font-semibold">
            {account.name}
            {account.id === me ? (
              <span className="ml-1 font-normal text-muted">{m.staff.you}</span>
            ) : null}
          </td>
          <td className="max-w-64 truncate px-4 py-3">{account.email}</td>
          <td className="px-4 py-3">
            <Form method="post" className="flex flex-wrap items-center gap-2">
              <input type="hidden" name="intent" value="role" />
              <input type="hidden" name="id" value={account.id} />
              <select
                name="role"
                defaultValue={account.role}
                aria-label={m.staff.roleLabel(account.name)}
                className="h-11 rounded-md border border-line bg-white px-3 text-ink"
              >
                {staffRoles.map((role) => (
                  <option key={role} value={role}>
                    {m.roles[role]}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                aria-label={m.staff.changeRoleLabel(account.name)}
                className={secondaryButton}
              >
                {m.staff.changeRole}
              </button>
            </Form>
          </td>
          <td className="px-4 py-3">
            <span className={account.disabled ? "font-semibold text-danger" : ""}>
              {account.disabled ? m.staff.states.disabled : m.staff.states.active}
            </span>
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-muted">
            {account.lastSignInAt
              ? adminTime.format(new Date(account.lastSignInAt))
              : m.staff.never}
          </td>
          <td className="px-4 py-3">
            {account.disabled ? (
              <Form method="post">
                <input type="hidden" name="intent" value="enable" />
                <input type="hidden" name="id" value={account.id} />
                <button
                  type="submit"
                  aria-label={m.staff.enableLabel(account.name)}
                  className={secondaryButton}
                >
                  {m.staff.enable}
                </button>
              </Form>
            ) : (
              <ConfirmButton
                label={m.staff.disable}
                accessibleLabel={m.staff.disableLabel(account.name)}
                heading={m.staff.confirmDisable(account.name)}
                text={m.staff.confirmDisableText}
                cancelLabel={m.staff.cancel}
                action="/admin/staff"
                fields={{ intent: "disable", id: account.id }}
              />
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
