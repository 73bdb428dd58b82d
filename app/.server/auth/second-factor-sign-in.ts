/**
 * The second step of staff sign-in: after the password, a code from the authenticator app (or a
 * recovery code), or, for an account without one yet, enrolling the app. Codes are limited like
 * passwords, under counts of their own that a right password does not clear. When the code is
 * accepted the session is replaced by a new one: only then does it open the admin.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { data, redirect } from "react-router";
import { recordAudit } from "../audit";
import { db } from "../db/client";
import { adminMessages as m } from "~/i18n/admin-messages";
import { authOptions, getAuth } from "./auth";
import { adminSession } from "./guard";
import { safeRedirectPath } from "./return-path";
import { secretBox } from "./secret-box";
import {
  checkSecondFactor,
  confirmEnrolment,
  enrolmentKey,
  secondFactorState,
} from "./second-factor";
import { replaceVerifiedSession, type Administrator } from "./sessions";
import { clearSignInLimits, reserveSignIn } from "./sign-in-limits";
import { base32Encode, otpauthUri } from "./totp";
import { qrCode } from "./qr-code";

export const codePage = "/admin/two-factor";
export const setupPage = "/admin/two-factor/setup";

/** Seals and opens the authenticator keys kept in the database. */
export const authenticatorKeys = secretBox(authOptions.secret, "authenticator keys");
const box = authenticatorKeys;

interface Pending {
  admin: Administrator;
  token: string;
  /** Where to go once signed in: a same-site path. */
  next: string;
}

interface RequestInfo {
  ip: string;
  userAgent: string;
}

/** The page `path` with the same place to go on to. */
export function withNext(path: string, next: string): string {
  return `${path}?${new URLSearchParams({ redirectTo: next })}`;
}

function nextOf(request: Request): string {
  return safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
}

/**
 * The session waiting for its second factor, or a redirect: a signed-in person goes on to their
 * page (or, with `keepSignedIn`, stays, to see what the page has to show them), anyone else to
 * the login page.
 */
async function pendingSession(request: Request, keepSignedIn = false): Promise<Pending | null> {
  const next = nextOf(request);
  const session = await adminSession(request);
  if (session.state === "second-factor")
    return { admin: session.admin, token: session.token, next };
  if (session.state === "active") {
    if (keepSignedIn) return null;
    throw redirect(next);
  }
  throw redirect(session.state === "ended" ? "/admin/login?ended=1" : "/admin/login", {
    headers: session.state === "ended" ? session.headers : undefined,
  });
}

/** The code page: only for an account that has enrolled an app; the others go to enrolment. */
export async function codePageData(request: Request) {
  const pending = (await pendingSession(request))!;
  if ((await secondFactorState(db, pending.admin.id)) !== "enrolled")
    throw redirect(withNext(setupPage, pending.next));
  return { email: pending.admin.email };
}

/**
 * The enrolment page: the key as a QR code and as text; or, once done, the way on (`done`: the
 * code was accepted in this very request).
 */
export async function setupPageData(request: Request, done = false) {
  if (done) return { stage: "done" as const, next: nextOf(request) };
  const pending = await pendingSession(request, true);
  if (!pending) return { stage: "done" as const, next: nextOf(request) };
  const key = await enrolmentKey(db, box, pending.admin.id);
  if (!key) throw redirect(withNext(codePage, pending.next));
  return {
    stage: "enrol" as const,
    email: pending.admin.email,
    key: base32Encode(key).replace(/(.{4})(?=.)/g, "$1 "),
    qr: qrCode(otpauthUri(key, pending.admin.email, "BGL Group")),
  };
}

/** Counts a code attempt before the code is checked; a refusal answers 429. */
export async function reserveCodeAttempt(email: string, ip: string) {
  const subject = { ip, email: `second-factor:${email}` };
  const reservation = await reserveSignIn(db, subject);
  if (!reservation.allowed) {
    const { retryAfterSeconds, limit } = reservation;
    await recordAudit(db, {
      action: "second-factor-limited",
      actor: email,
      ip,
      detail: { limit },
    });
    return {
      subject,
      refused: data(
        { error: m.login.limited(retryAfterSeconds) },
        { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
      ),
    };
  }
  if (reservation.delayMs) await sleep(reservation.delayMs);
  return { subject, refused: null };
}

/** The new session's cookie; an account disabled since its password was given goes back to sign-in. */
async function signedIn(pending: Pending, info: RequestInfo): Promise<Headers> {
  const headers = await replaceVerifiedSession(
    await getAuth(),
    pending.token,
    pending.admin.id,
    info,
  );
  if (!headers) throw redirect("/admin/login");
  return headers;
}

/** A code from the app or a recovery code: right, the admin opens; wrong, the page says so. */
export async function submitCode(request: Request, code: string, info: RequestInfo) {
  const pending = (await pendingSession(request))!;
  const { subject, refused } = await reserveCodeAttempt(pending.admin.email, info.ip);
  if (refused) return refused;
  const check = await checkSecondFactor(db, box, pending.admin.id, code.trim());
  const actor = pending.admin.email;
  if (!check.accepted) {
    await recordAudit(db, { action: "second-factor-failed", actor, ip: info.ip });
    if (check.reason === "not-enrolled") throw redirect(withNext(setupPage, pending.next));
    const error = check.reason === "unreadable-key" ? m.twoFactor.unreadableKey : m.twoFactor.wrong;
    return data({ error }, { status: check.reason === "unreadable-key" ? 409 : 401 });
  }
  await clearSignInLimits(db, subject);
  const headers = await signedIn(pending, info);
  await recordAudit(db, {
    action: check.method === "recovery-code" ? "recovery-code-used" : "second-factor-passed",
    actor,
    ip: info.ip,
    ...(check.method === "recovery-code" ? { detail: { left: check.recoveryCodesLeft } } : {}),
  });
  return redirect(pending.next, { headers });
}

/** The app's first code completes enrolment: the recovery codes are shown, once. */
export async function confirmSetup(request: Request, code: string, info: RequestInfo) {
  const pending = (await pendingSession(request))!;
  const { subject, refused } = await reserveCodeAttempt(pending.admin.email, info.ip);
  if (refused) return refused;
  const recoveryCodes = await confirmEnrolment(db, box, pending.admin.id, code.trim());
  if (!recoveryCodes) {
    await recordAudit(db, {
      action: "second-factor-failed",
      actor: pending.admin.email,
      ip: info.ip,
    });
    return data({ error: m.twoFactor.wrong }, { status: 401 });
  }
  await clearSignInLimits(db, subject);
  const headers = await signedIn(pending, info);
  await recordAudit(db, {
    action: "second-factor-enrolled",
    actor: pending.admin.email,
    ip: info.ip,
  });
  return data({ recoveryCodes, next: pending.next }, { headers });
}
