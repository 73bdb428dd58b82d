/**
 * Brute-force protection for sign-in, per IP address and per account: five failures within an
 * hour are free, then each further attempt waits after the last failure, a wait that doubles
 * with every failure (30 s, 1 min, 2 min … at most one hour). An hour without failures, or a
 * successful sign-in, clears the record.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { newId } from "../ids";

export const freeFailures = 5;
const windowMs = 60 * 60_000;
const firstWaitMs = 30_000;
const maxWaitMs = windowMs;

export interface SignInSubject {
  ip: string;
  email: string;
}

export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function keys({ ip, email }: SignInSubject) {
  return [
    { scope: "ip" as const, key: ip },
    { scope: "account" as const, key: email.trim().toLowerCase() },
  ];
}

/** The wait after `failures` recent failures, in milliseconds (0 while under the limit). */
export function waitAfter(failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(maxWaitMs, firstWaitMs * 2 ** (failures - freeFailures));
}

export async function checkSignIn(
  db: Kysely<Database>,
  subject: SignInSubject,
  now = new Date(),
): Promise<SignInVerdict> {
  let retryAfterMs = 0;
  const since = new Date(now.getTime() - windowMs).toISOString();
  for (const { scope, key } of keys(subject)) {
    const rows = await db
      .selectFrom("sign_in_failure")
      .select("at")
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("at", ">", since)
      .orderBy("at", "desc")
      .execute();
    const last = rows[0];
    if (!last) continue;
    const until = Date.parse(last.at) + waitAfter(rows.length);
    retryAfterMs = Math.max(retryAfterMs, until - now.getTime());
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
    : { allowed: true };
}

export async function recordSignInFailure(
  db: Kysely<Database>,
  subject: SignInSubject,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("sign_in_failure")
    .values(keys(subject).map((k) => ({ id: newId(), ...k, at: now.toISOString() })))
    .execute();
  // Old records are never needed again.
  const expired = new Date(now.getTime() - windowMs).toISOString();
  await db.deleteFrom("sign_in_failure").where("at", "<", expired).execute();
}

export async function clearSignInFailures(
  db: Kysely<Database>,
  subject: SignInSubject,
): Promise<void> {
  for (const { scope, key } of keys(subject)) {
    await db
      .deleteFrom("sign_in_failure")
      .where("scope", "=", scope)
      .where("key", "=", key)
      .execute();
  }
}
