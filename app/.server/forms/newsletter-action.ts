/** The newsletter form's server side: honeypot, limits per IP and per address, double opt-in. */
import { data } from "react-router";
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import type { RequestInfo } from "~/lib/request-context";
import { db } from "../db/client";
import { hitLimit } from "../rate-limit";
import { newsletterDeps } from "./deps";
import { normaliseEmail, subscribe } from "./newsletter";
import { honeypotField } from "./spam-guard";
import { validatedForm } from "./validated-form";
import { log } from "../log";

const perIp = { bucket: "newsletter-ip", max: 10, windowMs: 60 * 60_000 };
const perAddress = { bucket: "newsletter-email", max: 3, windowMs: 24 * 60 * 60_000 };

export interface NewsletterResult {
  ok: boolean;
  message: string;
  email?: string;
}

export async function handleNewsletter(request: Request, locale: Locale, info: RequestInfo) {
  const t = messages[locale].newsletter;
  const checked = await validatedForm(
    request,
    z.object({ email: z.string().trim().max(254, t.invalidEmail).pipe(z.email(t.invalidEmail)) }),
    (form) => ({ email: String(form.get("email") ?? "") }),
  );
  const { email } = checked.values;
  const reply = (result: NewsletterResult, status = 200) => data(result, { status });

  const trap = checked.form.get(honeypotField);
  if (typeof trap === "string" && trap.trim()) return reply({ ok: true, message: t.checkInbox });
  if (!checked.ok) return reply({ ok: false, message: t.invalidEmail, email }, 400);

  // Limits live in the database too: when it is away, the visitor gets 503 and keeps the address.
  try {
    const byIp = await hitLimit(db, perIp, info.ip);
    if (!byIp.allowed) return reply({ ok: false, message: t.limited, email }, 429);
    const byAddress = await hitLimit(db, perAddress, normaliseEmail(checked.data.email));
    // The same answer as success: nobody learns whether an address is on the list.
    if (!byAddress.allowed) return reply({ ok: true, message: t.checkInbox });
    await subscribe(newsletterDeps(info.origin), checked.data.email, locale);
  } catch (error) {
    log.error({ err: error }, "newsletter: subscribing failed");
    return reply({ ok: false, message: t.failed, email }, 503);
  }
  return reply({ ok: true, message: t.checkInbox });
}
