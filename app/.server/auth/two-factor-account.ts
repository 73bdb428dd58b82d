/**
 * A staff member's own two-factor settings: since when their app is set up, how many recovery
 * codes are left, and a new set of recovery codes on a current code from the app (the old set
 * stops working; a recovery code cannot renew them, or a found list would renew itself).
 */
import { data } from "react-router";
import { recordAudit } from "../audit";
import { db } from "../db/client";
import { adminMessages as m } from "~/i18n/admin-messages";
import { authenticatorKeys, reserveCodeAttempt } from "./second-factor-sign-in";
import {
  checkSecondFactor,
  looksLikeRecoveryCode,
  replaceRecoveryCodes,
  secondFactorSummary,
} from "./second-factor";
import type { Administrator } from "./sessions";
import { clearSignInLimits } from "./sign-in-limits";

export function twoFactorSummary(admin: Administrator) {
  return secondFactorSummary(db, admin.id);
}

export async function renewRecoveryCodes(admin: Administrator, code: string, ip: string) {
  if (looksLikeRecoveryCode(code)) return data({ error: m.account.appCodeNeeded }, { status: 400 });
  const { subject, refused } = await reserveCodeAttempt(admin.email, ip);
  if (refused) return refused;
  const check = await checkSecondFactor(db, authenticatorKeys, admin.id, code.trim());
  if (!check.accepted) {
    await recordAudit(db, { action: "second-factor-failed", actor: admin.email, ip });
    return data({ error: m.twoFactor.wrong }, { status: 401 });
  }
  await clearSignInLimits(db, subject);
  const recoveryCodes = await replaceRecoveryCodes(db, admin.id);
  await recordAudit(db, { action: "recovery-codes-renewed", actor: admin.email, ip });
  return { recoveryCodes };
}
