/**
 * Sign-in's first step: limits per address and account, better-auth for the password check,
 * everything audited. A right password leads to the second step (second-factor-sign-in.ts).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { data, redirect } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/.server/audit";
import { getAuth } from "~/.server/auth/auth";
import { safeRedirectPath } from "~/.server/auth/return-path";
import { codePage, withNext } from "~/.server/auth/second-factor-sign-in";
import { clearSignInLimits, reserveSignIn } from "~/.server/auth/sign-in-limits";
import { db } from "~/.server/db/client";
import { adminMessages as m } from "~/i18n/admin-messages";
import { validatedForm } from "~/.server/forms/validated-form";
import { log } from "~/.server/log";

const credentials = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(1024),
  redirectTo: z.string().optional(),
});

/** Sign-in is unavailable while its data cannot be read: 503, and the form says so. */
export function signInUnavailable(error: unknown) {
  log.error({ err: error }, "sign-in could not reach the database");
  return data({ error: m.login.unavailable }, { status: 503, headers: { "Retry-After": "30" } });
}

export async function signIn(request: Request, ip: string) {
  const checked = await validatedForm(request, credentials, (form) => Object.fromEntries(form));
  if (!checked.ok) return data({ error: m.login.missing }, { status: 400 });
  try {
    return await checkedSignIn(request, { ...checked.data, ip });
  } catch (error) {
    return signInUnavailable(error);
  }
}

async function checkedSignIn(
  request: Request,
  { email, password, redirectTo, ip }: z.output<typeof credentials> & { ip: string },
) {
  const subject = { ip, email };

  // Counted before the password is checked, so parallel attempts cannot outrun the limit.
  const reservation = await reserveSignIn(db, subject);
  if (!reservation.allowed) {
    const { retryAfterSeconds, limit } = reservation;
    await recordAudit(db, { action: "sign-in-limited", actor: email, ip, detail: { limit } });
    return data(
      { error: m.login.limited(retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  // Many recent failures on the account, from anywhere: slowed down, never refused.
  if (reservation.delayMs) await sleep(reservation.delayMs);

  const auth = await getAuth();
  const { APIError } = await import("better-auth/api");
  try {
    const result = await auth.api.signInEmail({
      body: { email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    await clearSignInLimits(db, subject);
    await recordAudit(db, {
      action: "sign-in",
      actor: email,
      ip,
      ...(reservation.delayMs ? { detail: { delayedMs: reservation.delayMs } } : {}),
    });
    const headers = new Headers();
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    // The password opens only the second step: the code from the app, or enrolling one.
    return redirect(withNext(codePage, safeRedirectPath(redirectTo)), { headers });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    // The attempt was counted as a failure before the check; it stays counted.
    await recordAudit(db, { action: "sign-in-failed", actor: email, ip });
    return data({ error: m.login.invalid }, { status: 401 });
  }
}
