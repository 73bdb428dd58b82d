/**
 * Spam defences without a third-party captcha: a honeypot field people never see, a signed start
 * time that must be a few seconds old, and per-IP limits (applied by each form's action).
 *
 * The start time cannot live in the page itself, which the page cache shares between visitors for
 * hours. It is a short-lived cookie instead, set by `/form-start` when a contact form first comes
 * into view (by a script) or, without JavaScript, by an image inside `<noscript>`. A form sent back
 * with an error carries a signed start time in a hidden field too, so a visitor whose browser keeps
 * no cookies can still send on the second try.
 */
import { signToken, verifyToken } from "../signed-token";

export const honeypotField = "website";
export const startedField = "started";
export const startedCookie = "form_start";
export const minimumFillMs = 3000;
const maximumAgeMs = 24 * 60 * 60 * 1000;
/** A start time older than this is renewed when a form comes into view again. */
const renewAfterMs = 12 * 60 * 60 * 1000;

export function formStartToken(secret: string, now = Date.now()): string {
  return signToken(secret, "form-start", { t: now });
}

function startTime(secret: string, token: string | undefined, now: number): number | undefined {
  const at = verifyToken(secret, "form-start", token)?.t;
  if (typeof at !== "number" || !Number.isFinite(at) || at > now || now - at > maximumAgeMs)
    return undefined;
  return at;
}

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** When the visitor started: from the form's hidden field, else from the cookie. */
export function formStartedAt(
  secret: string,
  form: FormData,
  cookieHeader: string | null,
  now = Date.now(),
): number | undefined {
  return (
    startTime(secret, String(form.get(startedField) ?? ""), now) ??
    startTime(secret, cookieValue(cookieHeader, startedCookie), now)
  );
}

/** A Set-Cookie value that starts the clock, or undefined while a recent start time stands. */
export function startCookie(
  secret: string,
  cookieHeader: string | null,
  secure: boolean,
  now = Date.now(),
): string | undefined {
  const current = startTime(secret, cookieValue(cookieHeader, startedCookie), now);
  if (current !== undefined && now - current < renewAfterMs) return undefined;
  const attributes = [
    `${startedCookie}=${formStartToken(secret, now)}`,
    "Path=/",
    `Max-Age=${maximumAgeMs / 1000}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ];
  return attributes.join("; ");
}

export type SpamVerdict = "ok" | "honeypot" | "too-fast";

export function checkSpam(
  secret: string,
  form: FormData,
  cookieHeader: string | null,
  now = Date.now(),
): SpamVerdict {
  const trap = form.get(honeypotField);
  if (typeof trap === "string" && trap.trim() !== "") return "honeypot";
  const at = formStartedAt(secret, form, cookieHeader, now);
  // A missing, forged or stale start time counts as too fast: the visitor simply sends again.
  if (at === undefined || now - at < minimumFillMs) return "too-fast";
  return "ok";
}
