/** "Your sessions": every browser signed in to the account, and ending the others. Every role. */
import { data, redirect } from "react-router";
import { authOptions, getAuth } from "~/.server/auth/auth";
import { adminContext } from "~/.server/auth/guard";
import { currentSessionId, endOwnSessions, listOwnSessions } from "~/.server/auth/own-sessions";
import { db } from "~/.server/db/client";
import { readForm } from "~/.server/forms/read-form";
import { AdminTable } from "~/components/admin/admin-table";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { adminMessages as m } from "~/i18n/admin-messages";
import { adminTime } from "~/lib/newsroom-time";
import { requestInfoContext } from "~/lib/request-context";
import { describeDevice } from "~/lib/user-agent";
import type { Route } from "./+types/account-sessions";

const path = "/admin/account/sessions";
const notices = Object.keys(m.sessions.notices) as (keyof typeof m.sessions.notices)[];

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await getAuth();
  const admin = context.get(adminContext);
  const current = await currentSessionId(auth, request.headers);
  const sessions = await listOwnSessions(auth, admin.id, current, authOptions.sessionLifetime);
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    notice: notices.find((known) => known === notice) ?? null,
    sessions: sessions.map(({ userAgent, ...session }) => {
      const { browser, system } = describeDevice(userAgent);
      return { ...session, device: m.sessions.device(browser, system) };
    }),
  };
}

/** `revoke` ends one other session (`id`); `revoke-others` ends every other one. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  const id = form.get("id");
  if (intent !== "revoke-others" && !(intent === "revoke" && typeof id === "string" && id))
    throw data({ message: "Unknown action" }, { status: 400 });
  const auth = await getAuth();
  const who = {
    admin: context.get(adminContext),
    currentId: await currentSessionId(auth, request.headers),
    ip: context.get(requestInfoContext).ip,
  };
  const ended = await endOwnSessions(
    auth,
    db,
    who,
    intent === "revoke" ? [String(id)] : "all-others",
  );
  const notice = ended === 0 ? "gone" : intent === "revoke" ? "revoked" : "others-revoked";
  return redirect(`${path}?notice=${notice}`);
}

export function meta() {
  return [{ title: `${m.sessions.title} | ${m.brand}` }];
}

export default function AccountSessions({ loaderData }: Route.ComponentProps) {
  const { sessions, notice } = loaderData;
  const c = m.sessions.columns;
  const others = sessions.filter((session) => !session.current).length;
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.sessions.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.sessions.intro}</p>
      {notice ? (
        <p role="status" className="mt-4 rounded-md bg-main-50 px-4 py-3 text-main">
          {m.sessions.notices[notice]}
        </p>
      ) : null}
      <AdminTable columns={[c.device, c.ip, c.started, c.lastSeen, c.actions]}>
        {sessions.map((session) => (
          <tr key={session.id}>
            <td className="px-4 py-3 font-semibold">{session.device}</td>
            <td className="px-4 py-3 tabular-nums">{session.ip || m.sessions.unknownIp}</td>
            <td className="whitespace-nowrap px-4 py-3 text-muted">
              {adminTime.format(new Date(session.startedAt))}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-muted">
              {adminTime.format(new Date(session.lastSeenAt))}
            </td>
            <td className="px-4 py-3">
              {session.current ? (
                <span className="font-semibold text-main">{m.sessions.current}</span>
              ) : (
                <ConfirmButton
                  label={m.sessions.revoke}
                  accessibleLabel={m.sessions.revokeLabel(
                    session.device,
                    adminTime.format(new Date(session.startedAt)),
                  )}
                  heading={m.sessions.confirmRevoke}
                  text={m.sessions.confirmRevokeText}
                  cancelLabel={m.sessions.cancel}
                  action={path}
                  fields={{ intent: "revoke", id: session.id }}
                />
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {others > 0 ? (
        <div className="mt-6">
          <ConfirmButton
            label={m.sessions.revokeOthers}
            heading={m.sessions.confirmRevokeOthers}
            text={m.sessions.confirmRevokeOthersText}
            cancelLabel={m.sessions.cancel}
            action={path}
            fields={{ intent: "revoke-others" }}
          />
        </div>
      ) : (
        <p className="mt-6 text-muted">{m.sessions.onlyThis}</p>
      )}
    </>
  );
}
