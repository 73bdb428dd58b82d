/**
 * Every staff account's second factor: an authenticator app's key, and ten recovery codes for
 * the day the phone is lost. Enrolment makes a key and keeps it unconfirmed until the app's
 * first code is accepted; that also makes the recovery codes, returned once and kept only as
 * hashes. A code is accepted once: the step it belongs to is recorded in the same statement
 * that accepts it, so two requests racing with one code cannot both pass.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { SecretBox } from "./secret-box";
import { matchingStep } from "./totp";

export const recoveryCodeCount = 10;
/** Recovery codes read like `7KQ4-M2XF-9HTD`: no 0/O or 1/I to misread. */
const recoveryAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const keyBytes = 20;

export type SecondFactorState = "none" | "unconfirmed" | "enrolled";

export type CodeCheck =
  | { accepted: true; method: "authenticator" | "recovery-code"; recoveryCodesLeft?: number }
  | { accepted: false; reason: "wrong" | "unreadable-key" | "not-enrolled" };

function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalRecoveryCode(code)).digest("hex");
}

/** What people type for a recovery code, reduced to its letters: any case, dashes and spaces. */
function normalRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

function isRecoveryCodeShape(code: string): boolean {
  return /^[2-9A-HJ-NP-Z]{12}$/.test(normalRecoveryCode(code));
}

function newRecoveryCode(): string {
  const letters = Array.from({ length: 12 }, () => recoveryAlphabet[randomInt(32)]).join("");
  return letters.match(/.{4}/g)!.join("-");
}

export async function secondFactorState(
  db: Kysely<Database>,
  userId: string,
): Promise<SecondFactorState> {
  const row = await db
    .selectFrom("staff_second_factor")
    .select("confirmed_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return !row ? "none" : row.confirmed_at ? "enrolled" : "unconfirmed";
}

/**
 * The key to show for enrolment: the unconfirmed one already made (so reloading the page keeps
 * the QR code the person may have scanned), or a new one. Null once enrolment is complete.
 */
export async function enrolmentKey(
  db: Kysely<Database>,
  box: SecretBox,
  userId: string,
  now = new Date(),
): Promise<Buffer | null> {
  const row = await db
    .selectFrom("staff_second_factor")
    .select(["sealed_key", "confirmed_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (row?.confirmed_at) return null;
  const existing = row ? box.open(row.sealed_key) : null;
  if (existing) return existing;
  const key = randomBytes(keyBytes);
  const values = { user_id: userId, sealed_key: box.seal(key), created_at: now.toISOString() };
  await db
    .insertInto("staff_second_factor")
    .values({ ...values, confirmed_at: null, last_step: null })
    .onConflict((conflict) =>
      conflict
        .column("user_id")
        .doUpdateSet({ sealed_key: values.sealed_key, created_at: values.created_at })
        .where("staff_second_factor.confirmed_at", "is", null),
    )
    .execute();
  // Another request may have made the key first: show the one that was kept.
  return enrolmentKey(db, box, userId, now);
}

/** Accepts `code` for `key` once: records its step unless that step (or a later one) is used. */
async function acceptCode(
  db: Kysely<Database>,
  userId: string,
  key: Buffer,
  code: string,
  lastStep: number | null,
  now: Date,
  confirming: boolean,
): Promise<boolean> {
  const step = matchingStep(key, code.replace(/\s/g, ""), now, lastStep);
  if (step === null) return false;
  const result = await db
    .updateTable("staff_second_factor")
    .set({ last_step: step, ...(confirming ? { confirmed_at: now.toISOString() } : {}) })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
    .where("confirmed_at", confirming ? "is" : "is not", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Completes enrolment with the app's first code. Returns the recovery codes, the only time
 * they exist in plain text, or null when the code is wrong.
 */
export async function confirmEnrolment(
  db: Kysely<Database>,
  box: SecretBox,
  userId: string,
  code: string,
  now = new Date(),
): Promise<string[] | null> {
  const row = await db
    .selectFrom("staff_second_factor")
    .select(["sealed_key", "confirmed_at", "last_step"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const key = row && !row.confirmed_at ? box.open(row.sealed_key) : null;
  if (!row || !key) return null;
  return db.transaction().execute(async (trx) => {
    const lastStep = row.last_step === null ? null : Number(row.last_step);
    if (!(await acceptCode(trx, userId, key, code, lastStep, now, true))) return null;
    return replaceRecoveryCodes(trx, userId);
  });
}

/** Ten new recovery codes for the account; any earlier ones stop working. */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: string,
): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.deleteFrom("staff_recovery_code").where("user_id", "=", userId).execute();
  await db
    .insertInto("staff_recovery_code")
    .values(
      codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), used_at: null })),
    )
    .execute();
  return codes;
}

/** Checks a sign-in code: six digits from the app, or one of the unused recovery codes. */
export async function checkSecondFactor(
  db: Kysely<Database>,
  box: SecretBox,
  userId: string,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  const row = await db
    .selectFrom("staff_second_factor")
    .select(["sealed_key", "confirmed_at", "last_step"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row?.confirmed_at) return { accepted: false, reason: "not-enrolled" };
  if (isRecoveryCodeShape(code)) return spendRecoveryCode(db, userId, code, now);
  const key = box.open(row.sealed_key);
  if (!key) return { accepted: false, reason: "unreadable-key" };
  const lastStep = row.last_step === null ? null : Number(row.last_step);
  return (await acceptCode(db, userId, key, code, lastStep, now, false))
    ? { accepted: true, method: "authenticator" }
    : { accepted: false, reason: "wrong" };
}

async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const used = await db
    .updateTable("staff_recovery_code")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashRecoveryCode(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) return { accepted: false, reason: "wrong" };
  return {
    accepted: true,
    method: "recovery-code",
    recoveryCodesLeft: await recoveryCodesLeft(db, userId),
  };
}

/** What the account's own page shows: since when the app is set up, and the codes left. */
export async function secondFactorSummary(
  db: Kysely<Database>,
  userId: string,
): Promise<{ enrolledAt: string | null; recoveryCodesLeft: number }> {
  const row = await db
    .selectFrom("staff_second_factor")
    .select("confirmed_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    enrolledAt: row?.confirmed_at ?? null,
    recoveryCodesLeft: await recoveryCodesLeft(db, userId),
  };
}

/** Whether `code` has the shape of a recovery code rather than an app's six digits. */
export function looksLikeRecoveryCode(code: string): boolean {
  return isRecoveryCodeShape(code);
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("staff_recovery_code")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Removes the account's second factor: it enrols again at its next sign-in. */
export async function removeSecondFactor(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_recovery_code").where("user_id", "=", userId).execute();
    await trx.deleteFrom("staff_second_factor").where("user_id", "=", userId).execute();
  });
}
