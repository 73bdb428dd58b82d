/** The contact form's rules, with messages in the page's language; shared by browser and server. */
import { z } from "zod";
import { fill, formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages";

export const contactLimits = {
  name: 200,
  email: 254,
  phone: 40,
  address: 300,
  country: 100,
  subject: 200,
  message: 5000,
} as const;

/** Bump when the consent wording changes, so each stored consent names the wording agreed to. */
export const contactConsentVersion = "2026-11-01";

export type ContactField = keyof typeof contactLimits;
export const contactFields = Object.keys(contactLimits) as ContactField[];

export function contactSchema(t: Messages, locale: Locale) {
  const e = t.contactForm.errors;
  const tooLong = (max: number) => fill(e.tooLong, { max: formatNumber(max, locale) });
  // PostgreSQL cannot store NUL in text; nobody types one.
  const storable = (text: z.ZodString) =>
    text.refine((value) => !value.includes("\u0000"), e.invalidCharacters);
  const optional = (max: number) => storable(z.string().max(max, tooLong(max)));
  return z.object({
    name: optional(contactLimits.name),
    email: z
      .string()
      .trim()
      .min(1, e.emailRequired)
      .max(contactLimits.email, tooLong(contactLimits.email))
      .pipe(z.email(e.emailInvalid)),
    phone: optional(contactLimits.phone),
    address: optional(contactLimits.address),
    country: optional(contactLimits.country),
    subject: optional(contactLimits.subject),
    message: storable(z.string().max(contactLimits.message, tooLong(contactLimits.message))).refine(
      (value) => value.trim().length > 0,
      e.messageRequired,
    ),
    consent: z.literal("yes", { error: e.consentRequired }),
  });
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;

export function readContactForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    ...Object.fromEntries(contactFields.map((field) => [field, text(field)])),
    consent: text("consent"),
  } as Record<ContactField | "consent", string>;
}
