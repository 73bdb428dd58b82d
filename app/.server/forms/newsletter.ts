/**
 * Newsletter with double opt-in: a subscription counts once its confirmation link is opened.
 * Subscribing again never duplicates a record and sends at most one new confirmation per
 * quarter hour; every message carries a one-click unsubscribe link.
 */
import type { Kysely } from "kysely";
import { localizePath } from "~/i18n/paths";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import type { Database } from "../db/schema";
import { newId } from "../ids";
import { discardMailFor, enqueueMail } from "../mail/outbox";
import { signToken, verifyToken } from "../signed-token";

export const newsletterConsentVersion = "2026-11-01";
const resendAfterMs = 15 * 60_000;
const confirmValidMs = 7 * 24 * 60 * 60_000;

export interface NewsletterDeps {
  db: Kysely<Database>;
  secret: string;
  origin: string;
  /** Asks the outbox to deliver now rather than at its next round. */
  deliverSoon: () => void;
}

export type SubscribeOutcome = "confirmation-sent" | "confirmation-recent" | "already-confirmed";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function unsubscribeUrl(deps: NewsletterDeps, id: string, locale: Locale): string {
  const token = signToken(deps.secret, "newsletter-unsubscribe", { id });
  return `${deps.origin}${localizePath("/newsletter/unsubscribe", locale)}?token=${token}`;
}

export async function subscribe(
  deps: NewsletterDeps,
  rawEmail: string,
  locale: Locale,
  now = new Date(),
): Promise<SubscribeOutcome> {
  const email = normaliseEmail(rawEmail);
  const stamp = now.toISOString();
  const existing = await deps.db
    .selectFrom("newsletter_subscriber")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing?.status === "confirmed") return "already-confirmed";
  if (
    existing?.status === "pending" &&
    existing.confirmation_sent_at &&
    now.getTime() - Date.parse(existing.confirmation_sent_at) < resendAfterMs
  ) {
    return "confirmation-recent";
  }

  const t = messages[locale].emails;
  await deps.db.transaction().execute(async (trx) => {
    let id = existing?.id ?? newId();
    if (existing) {
      await trx
        .updateTable("newsletter_subscriber")
        .set({
          status: "pending",
          locale,
          consent_version: newsletterConsentVersion,
          consent_at: stamp,
          unsubscribed_at: null,
          confirmation_sent_at: stamp,
        })
        .where("id", "=", id)
        .execute();
      // A confirmation still waiting to go out is replaced by this one.
      await discardMailFor(trx, id);
    } else {
      await trx
        .insertInto("newsletter_subscriber")
        .values({
          id,
          email,
          locale,
          status: "pending",
          consent_version: newsletterConsentVersion,
          consent_at: stamp,
          created_at: stamp,
          confirmation_sent_at: stamp,
          confirmed_at: null,
          unsubscribed_at: null,
        })
        // Two simultaneous sign-ups for one address: the second finds the first's record.
        .onConflict((conflict) => conflict.column("email").doNothing())
        .execute();
      const stored = await trx
        .selectFrom("newsletter_subscriber")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      id = stored.id;
    }
    const token = signToken(deps.secret, "newsletter-confirm", {
      id,
      exp: now.getTime() + confirmValidMs,
    });
    const confirmUrl = `${deps.origin}${localizePath("/newsletter/confirm", locale)}?token=${token}`;
    const leaveUrl = unsubscribeUrl(deps, id, locale);
    await enqueueMail(
      trx,
      {
        kind: "newsletter-confirmation",
        ref: id,
        message: {
          to: email,
          subject: t.confirmSubject,
          unsubscribeUrl: leaveUrl,
          text: [
            t.confirmGreeting,
            "",
            t.confirmBody,
            confirmUrl,
            "",
            t.confirmIgnore,
            "",
            `${t.unsubscribeLine} ${leaveUrl}`,
            "",
            t.signature,
          ].join("\n"),
        },
      },
      now,
    );
  });
  deps.deliverSoon();
  return "confirmation-sent";
}

/** Confirms from a link; false when the link is forged, expired or the record is gone. */
export async function confirmSubscription(
  deps: NewsletterDeps,
  token: string | null,
  now = new Date(),
): Promise<boolean> {
  const payload = verifyToken(deps.secret, "newsletter-confirm", token);
  if (!payload || typeof payload.id !== "string" || typeof payload.exp !== "number") return false;
  if (payload.exp < now.getTime()) return false;
  const result = await deps.db
    .updateTable("newsletter_subscriber")
    .set({ status: "confirmed", confirmed_at: now.toISOString() })
    .where("id", "=", payload.id)
    .where("status", "in", ["pending", "confirmed"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unsubscribe(
  deps: NewsletterDeps,
  token: string | null,
  now = new Date(),
): Promise<boolean> {
  const payload = verifyToken(deps.secret, "newsletter-unsubscribe", token);
  if (!payload || typeof payload.id !== "string") return false;
  const result = await deps.db
    .updateTable("newsletter_subscriber")
    .set({ status: "unsubscribed", unsubscribed_at: now.toISOString() })
    .where("id", "=", payload.id)
    .where("status", "in", ["pending", "confirmed", "unsubscribed"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
