/**
 * Spam defences without a third-party captcha: a honeypot field people never see, a signed
 * start time that must be a few seconds old, and per-IP limits.
 */
import { signToken, verifyToken } from "../signed-token";

export const honeypotField = "website";
export const startedField = "started";
export const minimumFillMs = 3000;
const maximumAgeMs = 24 * 60 * 60 * 1000;

export function formStartToken(secret: string, now = Date.now()): string {
  return signToken(secret, "form-start", { t: now });
}

export type SpamVerdict = "ok" | "honeypot" | "too-fast";

export function checkSpam(secret: string, form: FormData, now = Date.now()): SpamVerdict {
  const trap = form.get(honeypotField);
  if (typeof trap === "string" && trap.trim() !== "") return "honeypot";
  const started = verifyToken(secret, "form-start", String(form.get(startedField) ?? ""));
  const at = typeof started?.t === "number" ? started.t : NaN;
  // A missing, forged or stale start time counts as too fast: the visitor simply sends again.
  if (!Number.isFinite(at) || now - at < minimumFillMs || now - at > maximumAgeMs)
    return "too-fast";
  return "ok";
}
