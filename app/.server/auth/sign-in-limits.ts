/**
 * Brute-force protection for sign-in, kept in the database so every app server shares it.
 *
 * Three counts, each over an hour that starts again after an hour without attempts:
 * - per account and address: five failures are free, then each further attempt waits after the
 *   last one, a wait that doubles (30 s, 1 min, 2 min … at most an hour); refused with 429;
 * - per address, whatever the account: the same with twenty free, against one address trying
 *   many accounts;
 * - per account, whatever the address: never refuses, so a stranger cannot lock a real user
 *   out; after five failures each attempt is slowed by a delay that doubles from half a second
 *   up to three seconds, which costs a guesser spread over many addresses more than the user.
 *
 * An attempt is counted before its password is checked, in one statement that also applies the
 * limit (an upsert whose update only happens while the wait is over), so parallel attempts
 * cannot all pass the check before any of them is counted. A successful sign-in takes its own
 * attempt back and clears the account's counts.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database, SignInLimitTable } from "../db/schema";

type Scope = SignInLimitTable["scope"];

interface RefusingLimit {
  scope: Exclude<Scope, "account">;
  free: number;
}

const windowMs = 60 * 60_000;
const firstWaitMs = 30_000;
const maxWaitMs = windowMs;

const ipLimit: RefusingLimit = { scope: "ip", free: 20 };
const limits: RefusingLimit[] = [{ scope: "account-ip", free: 5 }, ipLimit];

const slowDownFree = 5;
const firstDelayMs = 500;
const maxDelayMs = 3_000;

export interface SignInSubject {
  ip: string;
  email: string;
}

export type SignInReservation =
  | { allowed: true; delayMs: number }
  | { allowed: false; retryAfterSeconds: number; limit: RefusingLimit["scope"] };

function keyOf(scope: Scope, { ip, email }: SignInSubject): string {
  const account = email.trim().toLowerCase();
  if (scope === "ip") return ip;
  if (scope === "account") return account;
  return JSON.stringify([account, ip]);
}

/** The wait after `failures` counted attempts, in milliseconds (0 while they are free). */
function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(maxWaitMs, firstWaitMs * 2 ** (failures - free));
}

/** The delay before checking a password after `failures` earlier attempts on the account. */
function delayAfter(failures: number): number {
  if (failures < slowDownFree) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - slowDownFree));
}

/** `waitAfter(count, free)` as SQL, for a count computed in the same statement. */
function waitSql(count: RawBuilder<number>, free: number): RawBuilder<number> {
  const steps: RawBuilder<unknown>[] = [];
  for (let n = free; waitAfter(n, free) < maxWaitMs; n++)
    steps.push(sql`when ${sql.lit(n)} then ${sql.lit(waitAfter(n, free))}`);
  return sql<number>`case when ${count} < ${sql.lit(free)} then 0 else case ${count} ${sql.join(steps, sql` `)} else ${sql.lit(maxWaitMs)} end end`;
}

/**
 * Counts one attempt under `scope` and returns the new count, or null when the limit's wait is
 * not over (then nothing is counted). `free` undefined: the count never refuses.
 */
async function count(
  db: Kysely<Database>,
  scope: Scope,
  key: string,
  now: number,
  free?: number,
): Promise<number | null> {
  // The count this attempt makes: one more, or a fresh start after an hour without attempts.
  const next = sql<number>`case when sign_in_limit.last_at <= ${sql`cast(${now - windowMs} as bigint)`} then 1 else sign_in_limit.failures + 1 end`;
  const nowSql = sql<number>`cast(${now} as bigint)`;
  const row = await db
    .insertInto("sign_in_limit")
    .values({
      scope,
      key,
      failures: 1,
      last_at: now,
      retry_at: now + (free === undefined ? 0 : waitAfter(1, free)),
    })
    .onConflict((conflict) => {
      const update = conflict.columns(["scope", "key"]).doUpdateSet({
        failures: next,
        last_at: nowSql,
        retry_at: free === undefined ? nowSql : sql<number>`${nowSql} + ${waitSql(next, free)}`,
      });
      return free === undefined ? update : update.where("sign_in_limit.retry_at", "<=", nowSql);
    })
    .returning("failures")
    .executeTakeFirst();
  return row ? Number(row.failures) : null;
}

class Refused extends Error {
  constructor(readonly limit: RefusingLimit["scope"]) {
    super(`sign-in limit ${limit} reached`);
  }
}

/**
 * Counts a sign-in attempt before its password is checked. Refused: nothing is counted, and the
 * answer says how long to wait. Allowed: how long to hold the attempt before checking it.
 */
export async function reserveSignIn(
  db: Kysely<Database>,
  subject: SignInSubject,
  now = new Date(),
): Promise<SignInReservation> {
  const at = now.getTime();
  await db
    .deleteFrom("sign_in_limit")
    .where("last_at", "<", at - windowMs)
    .execute();
  try {
    // One transaction, so an attempt refused by the second limit is not counted by the first.
    const accountCount = await db.transaction().execute(async (trx) => {
      for (const { scope, free } of limits) {
        if ((await count(trx, scope, keyOf(scope, subject), at, free)) === null)
          throw new Refused(scope);
      }
      return (await count(trx, "account", keyOf("account", subject), at)) ?? 1;
    });
    return { allowed: true, delayMs: delayAfter(accountCount - 1) };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const row = await db
      .selectFrom("sign_in_limit")
      .select("retry_at")
      .where("scope", "=", error.limit)
      .where("key", "=", keyOf(error.limit, subject))
      .executeTakeFirst();
    const waitMs = Number(row?.retry_at ?? at) - at;
    return {
      allowed: false,
      limit: error.limit,
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    };
  }
}

/**
 * After a successful sign-in: the account's counts start again (from this address and from any),
 * and the address gets back the attempt that was counted against it.
 */
export async function clearSignInLimits(
  db: Kysely<Database>,
  subject: SignInSubject,
): Promise<void> {
  for (const scope of ["account-ip", "account"] as const) {
    await db
      .deleteFrom("sign_in_limit")
      .where("scope", "=", scope)
      .where("key", "=", keyOf(scope, subject))
      .execute();
  }
  // Back under its free attempts, the address need not wait any more.
  await db
    .updateTable("sign_in_limit")
    .set({
      failures: sql<number>`failures - 1`,
      retry_at: sql<number>`case when failures - 1 < ${sql.lit(ipLimit.free)} then 0 else retry_at end`,
    })
    .where("scope", "=", "ip")
    .where("key", "=", keyOf("ip", subject))
    .where("failures", ">", 0)
    .execute();
}
