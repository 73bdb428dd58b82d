/**
 * How long a staff session lives: it ends after SESSION_IDLE_MINUTES without a request and,
 * however busy, SESSION_MAX_HOURS after sign-in, so a stolen cookie does not live on. An ended
 * session is deleted on the server and its cookie cleared.
 */
import { serializeSignedCookie } from "better-call";
import type { Kysely } from "kysely";
import { recordAudit } from "../audit";
import type { Database } from "../db/schema";
import { isStaffRole, type StaffRole } from "~/lib/staff-roles";
import type { Auth } from "./create-auth";
import { hasSessionCookie } from "./session-cookie";

export interface SessionLifetime {
  idleMinutes: number;
  maxHours: number;
}

/** The signed-in staff member: every staff account has one role. */
export interface Administrator {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export type SessionState =
  | { state: "active"; admin: Administrator }
  /**
   * The password was right but the second factor is still to be checked: the session opens
   * only the pages that ask for it. `token` identifies it for the check.
   */
  | { state: "second-factor"; admin: Administrator; token: string }
  /** The request carried a session that has ended; `headers` clear its cookie. */
  | { state: "ended"; headers: Headers }
  | { state: "none" };

/** Last activity is written at most this often, not on every request. */
const activityStepMs = 60_000;

/** A session whose second factor was not given within this time ends. */
export const secondFactorMinutes = 10;

/** The Set-Cookie that removes the session cookie from the browser. */
async function clearCookie(auth: Auth): Promise<Headers> {
  const { name, attributes } = (await auth.$context).authCookies.sessionToken;
  const parts = [`${name}=`, "Max-Age=0", `Path=${attributes.path ?? "/"}`, "HttpOnly"];
  if (attributes.sameSite) parts.push(`SameSite=${attributes.sameSite}`);
  if (attributes.secure) parts.push("Secure");
  return new Headers({ "Set-Cookie": parts.join("; ") });
}

/**
 * The session the request carries, checked against both limits. Better-auth keeps the session
 * row (its expiry is set past the absolute lifetime, as a backstop); the idle time is measured
 * from the row's `updatedAt`, which this moves forward as the session is used.
 */
export async function checkSession(
  auth: Auth,
  db: Kysely<Database>,
  headers: Headers,
  lifetime: SessionLifetime,
  now = new Date(),
): Promise<SessionState> {
  const found = await auth.api.getSession({ headers });
  if (!found) {
    // A cookie without a live session: it expired, a new password ended it, or it was deleted.
    return hasSessionCookie(headers.get("cookie"))
      ? { state: "ended", headers: await clearCookie(auth) }
      : { state: "none" };
  }
  const { session, user } = found;
  // An account whose role is unknown to this version of the site may do nothing.
  if (!isStaffRole(user.role)) return { state: "none" };
  const at = now.getTime();
  const age = at - session.createdAt.getTime();
  const verified = session.secondFactorAt != null;
  // A disabled account may do nothing: disabling it ended its sessions, and one that started in
  // the same moment (a sign-in already past its checks) ends here.
  const reason = user.disabled
    ? "disabled"
    : age >= lifetime.maxHours * 3_600_000
      ? "lifetime"
      : at - session.updatedAt.getTime() >= lifetime.idleMinutes * 60_000
        ? "idle"
        : !verified && age >= secondFactorMinutes * 60_000
          ? "second-factor-not-given"
          : null;
  const ctx = await auth.$context;
  if (reason) {
    await ctx.internalAdapter.deleteSession(session.token);
    await recordAudit(db, { action: "session-ended", actor: user.email, detail: { reason } }, now);
    return { state: "ended", headers: await clearCookie(auth) };
  }
  const admin = { id: user.id, email: user.email, name: user.name, role: user.role };
  if (!verified) return { state: "second-factor", admin, token: session.token };
  if (at - session.updatedAt.getTime() >= activityStepMs)
    await ctx.internalAdapter.updateSession(session.token, { updatedAt: now });
  return { state: "active", admin };
}

/**
 * Replaces a session whose second factor has just been given with a new one, under a new id:
 * whoever saw the old cookie before the code was given holds nothing. Returns the headers that
 * set the new cookie, or null when the account was disabled in the meantime (no session then).
 */
export async function replaceVerifiedSession(
  auth: Auth,
  oldToken: string,
  userId: string,
  request: { ip: string; userAgent: string },
  now = new Date(),
): Promise<Headers | null> {
  const ctx = await auth.$context;
  // Refused (null) for a disabled account.
  const session = (await ctx.internalAdapter.createSession(userId, false, {
    ipAddress: request.ip,
    userAgent: request.userAgent,
    secondFactorAt: now,
  })) as { token: string } | null;
  await ctx.internalAdapter.deleteSession(oldToken);
  if (!session) return null;
  const { name, attributes } = ctx.authCookies.sessionToken;
  const cookie = await serializeSignedCookie(name, session.token, ctx.secret, {
    ...attributes,
    maxAge: ctx.sessionConfig.expiresIn,
  });
  return new Headers({ "Set-Cookie": cookie });
}
