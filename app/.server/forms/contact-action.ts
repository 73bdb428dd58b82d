/** The contact form's server side: spam checks, limits, validation, storage and notification. */
import { data } from "react-router";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { contactSchema, readContactForm } from "~/lib/contact-schema";
import type { RequestInfo } from "~/lib/request-context";
import { db } from "../db/client";
import { hitLimit } from "../rate-limit";
import { submitContact } from "./contact";
import { contactDeps, formSecret } from "./deps";
import { checkSpam, formStartedAt, formStartToken, startedField } from "./spam-guard";
import { validatedForm } from "./validated-form";
import { log } from "../log";

const perIp = { bucket: "contact-ip", max: 5, windowMs: 10 * 60_000 };

export interface ContactResult {
  sent: boolean;
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

export async function handleContact(request: Request, locale: Locale, info: RequestInfo) {
  const t = messages[locale].contactForm;
  const cookies = request.headers.get("cookie");
  const checked = await validatedForm(request, contactSchema(messages[locale], locale), (form) => ({
    ...readContactForm(form),
    // A start time travels back with an error, so a correction is not "too fast"; a visitor who
    // had none (no cookie) gets one now and can send again a few seconds later.
    started:
      formStartedAt(formSecret, form, cookies) === undefined
        ? formStartToken(formSecret)
        : String(form.get(startedField) ?? ""),
  }));
  const { form, values } = checked;
  const reply = (result: ContactResult, status = 200) => data(result, { status });

  const spam = checkSpam(formSecret, form, cookies);
  // A filled honeypot is a robot: it is told all went well and nothing is kept.
  if (spam === "honeypot") return reply({ sent: true });

  // Field errors first: they help a person whatever the timing.
  if (!checked.ok)
    return reply(
      { sent: false, error: t.fixErrors, fieldErrors: checked.fieldErrors, values },
      400,
    );
  if (spam === "too-fast") return reply({ sent: false, error: t.tooFast, values }, 400);
  // Limits live in the database too: when it is away, the visitor keeps what they typed.
  try {
    const limit = await hitLimit(db, perIp, info.ip);
    if (!limit.allowed) return reply({ sent: false, error: t.limited, values }, 429);
    await submitContact(await contactDeps(info.origin), checked.data, locale);
  } catch (error) {
    log.error({ err: error }, "contact: storing a message failed");
    return reply({ sent: false, error: t.failed, values }, 503);
  }
  return reply({ sent: true });
}
