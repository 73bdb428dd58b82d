/**
 * A staff member's own sessions, for the "Your sessions" page: every browser signed in to the
 * account, and ending any of them but the one asking. An ended session is deleted on the server,
 * so the browser holding it is refused at its next request.
 */
import type { Kysely } from "kysely";
import { recordAudit } from "../audit";
import type { Database } from "../db/schema";
import type { Auth } from "./create-auth";
import type { Administrator, SessionLifetime } from "./sessions";

export interface OwnSession {
  id: string;
  /** The session of the request that asks. */
  current: boolean;
  userAgent: string;
  /** Empty when the sign-in did not record it. */
  ip: string;
  startedAt: string;
  /** The last request, to within the minute (see sessions.ts). */
  lastSeenAt: string;
}

/** The id of the session the request carries. */
export async function currentSessionId(auth: Auth, headers: Headers): Promise<string | null> {
  return (await auth.api.getSession({ headers }))?.session.id ?? null;
}

/** The account's sessions, the current one first, then the most recently used. */
export async function listOwnSessions(
  auth: Auth,
  userId: string,
  currentId: string | null,
  lifetime: SessionLifetime,
  now = new Date(),
): Promise<OwnSession[]> {
  const sessions = await (await auth.$context).internalAdapter.listSessions(userId);
  const at = now.getTime();
  return (
    sessions
      // Past a limit, a session is over, though it is deleted only when next presented.
      .filter(
        (session) =>
          at - session.createdAt.getTime() < lifetime.maxHours * 3_600_000 &&
          at - session.updatedAt.getTime() < lifetime.idleMinutes * 60_000,
      )
      .map((session) => ({
        id: session.id,
        current: session.id === currentId,
        userAgent: session.userAgent ?? "",
        ip: session.ipAddress ?? "",
        startedAt: session.createdAt.toISOString(),
        lastSeenAt: session.updatedAt.toISOString(),
      }))
      .sort(
        (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
      )
  );
}

/**
 * Ends the account's sessions named by `ids`, never the current one; returns how many ended.
 * Ids are checked against the account's own sessions, so nobody can end another person's.
 */
export async function endOwnSessions(
  auth: Auth,
  db: Kysely<Database>,
  who: { admin: Administrator; currentId: string | null; ip: string },
  ids: "all-others" | string[],
): Promise<number> {
  const ctx = await auth.$context;
  const ending = (await ctx.internalAdapter.listSessions(who.admin.id)).filter(
    (session) => session.id !== who.currentId && (ids === "all-others" || ids.includes(session.id)),
  );
  if (ending.length === 0) return 0;
  await ctx.internalAdapter.deleteSessions(ending.map((session) => session.token));
  await recordAudit(db, {
    action: "session-revoke",
    actor: who.admin.email,
    subject: who.admin.email,
    detail: { sessions: ending.length, ...(ids === "all-others" ? { allOthers: true } : {}) },
    ip: who.ip,
  });
  return ending.length;
}
