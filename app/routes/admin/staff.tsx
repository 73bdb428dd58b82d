/** Staff accounts and invitations: the list, roles, disabling, inviting. Administrators only. */
import { adminContext } from "~/.server/auth/guard";
import { listInvitations } from "~/.server/auth/invitations";
import { invitationHours } from "~/.server/auth/staff-mail";
import { listStaff } from "~/.server/auth/staff-accounts";
import { db } from "~/.server/db/client";
import { StaffAccounts } from "~/components/admin/staff-accounts";
import { InviteForm, StaffInvitations } from "~/components/admin/staff-invitations";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/staff";
import { changeStaff } from "./staff.server";

const notices = Object.keys(m.staff.notices) as (keyof typeof m.staff.notices)[];

export async function loader({ request, context }: Route.LoaderArgs) {
  const notice = new URL(request.url).searchParams.get("notice");
  const [accounts, invitations] = await Promise.all([listStaff(db), listInvitations(db)]);
  const now = new Date().toISOString();
  return {
    me: context.get(adminContext).id,
    notice: notices.find((known) => known === notice) ?? null,
    accounts,
    invitations: invitations.map((invitation) => ({
      ...invitation,
      expired: invitation.expiresAt <= now,
    })),
    invitationHours,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ip, origin } = context.get(requestInfoContext);
  return changeStaff(request, { admin: context.get(adminContext), ip, origin });
}

export function meta() {
  return [{ title: `${m.staff.title} | ${m.brand}` }];
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { me, notice, accounts, invitations } = loaderData;
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.staff.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.staff.intro}</p>
      {actionData?.problem ? (
        <p role="alert" className="mt-4 rounded-md border border-danger px-4 py-3 text-danger">
          {actionData.problem}
        </p>
      ) : notice ? (
        <p role="status" className="mt-4 rounded-md bg-main-50 px-4 py-3 text-main">
          {m.staff.notices[notice]}
        </p>
      ) : null}
      <h2 className="mt-10 font-serif text-2xl text-ink">{m.staff.accounts}</h2>
      <StaffAccounts accounts={accounts} me={me} />
      <h2 className="mt-10 font-serif text-2xl text-ink">{m.staff.invitations}</h2>
      <StaffInvitations invitations={invitations} />
      <h2 className="mt-10 font-serif text-2xl text-ink">{m.staff.invite}</h2>
      <InviteForm
        hours={loaderData.invitationHours}
        values={actionData?.values ?? null}
        fieldErrors={actionData?.fieldErrors ?? {}}
      />
    </>
  );
}
