/**
 * A forgotten password: asking for a link by e-mail, and setting a new password with it. The
 * answer to a request is the same whether or not the address has an account; the link works
 * once, for half an hour; setting the password ends every session of the account and tells its
 * owner by e-mail (see staff-mail).
 */
import type { Kysely } from "kysely";
import { recordAudit } from "../audit";
import type { Database } from "../db/schema";
import { hitLimit, type RateVerdict } from "../rate-limit";
import type { Auth } from "./create-auth";
import { passwordProblem, type PasswordProblem } from "./password-policy";

const hour = 60 * 60 * 1000;
const perIp = { bucket: "password-reset-ip", max: 5, windowMs: hour };
// A stranger cannot fill an owner's mailbox with links: at most three an hour per address.
const perAddress = { bucket: "password-reset-address", max: 3, windowMs: hour };

/** Sends a link when the address has an account; limited per IP address (the verdict says). */
export async function requestPasswordReset(
  auth: Auth,
  db: Kysely<Database>,
  email: string,
  ip: string,
): Promise<RateVerdict> {
  const byIp = await hitLimit(db, perIp, ip);
  if (!byIp.allowed) return byIp;
  const byAddress = await hitLimit(db, perAddress, email);
  if (byAddress.allowed) await auth.api.requestPasswordReset({ body: { email } });
  await recordAudit(db, {
    action: "password-reset-request",
    actor: null,
    subject: email,
    detail: byAddress.allowed ? {} : { limited: true },
    ip,
  });
  return { allowed: true };
}

/** The account a link is for, while the link works. */
async function linkAccount(auth: Auth, token: string) {
  const ctx = await auth.$context;
  // The library keeps each link as a verification value named after its token.
  const link = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!link || link.expiresAt < new Date()) return null;
  return ctx.internalAdapter.findUserById(link.value);
}

/** Whether `token` is a link that still works. */
export async function resetLinkWorks(auth: Auth, token: string): Promise<boolean> {
  return (await linkAccount(auth, token)) !== null;
}

export type ResetOutcome = "done" | "invalid-link" | PasswordProblem;

export async function resetPassword(
  auth: Auth,
  db: Kysely<Database>,
  { token, password, ip }: { token: string; password: string; ip: string },
): Promise<ResetOutcome> {
  const user = await linkAccount(auth, token);
  if (!user) return "invalid-link";
  const problem = passwordProblem(password, [user.email]);
  if (problem) return problem;
  const { APIError } = await import("better-auth/api");
  try {
    await auth.api.resetPassword({ body: { newPassword: password, token } });
  } catch (error) {
    // Used a moment ago by another request: single use wins.
    if (error instanceof APIError) return "invalid-link";
    throw error;
  }
  await recordAudit(db, { action: "password-reset", actor: user.email, subject: user.email, ip });
  return "done";
}
