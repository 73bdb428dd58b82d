/** Contact messages: stored with their notification to the group's inbox, which the outbox sends. */
import type { Kysely } from "kysely";
import { contactConsentVersion, type ContactInput } from "~/lib/contact-schema";
import type { Locale } from "~/i18n/locales";
import type { Database } from "../db/schema";
import { newId } from "../ids";
import { enqueueMail } from "../mail/outbox";

export interface ContactDeps {
  db: Kysely<Database>;
  inbox: string;
  /** The site's public origin, for the link to the message in the admin. */
  origin: string;
  /** Asks the outbox to deliver now rather than at its next round. */
  deliverSoon: () => void;
}

/**
 * Stores the message and its notification to the group's inbox in one transaction (throws if
 * that fails); the outbox delivers the notification, retrying while the mail server is away.
 */
export async function submitContact(
  deps: ContactDeps,
  input: ContactInput,
  locale: Locale,
  now = new Date(),
): Promise<{ id: string }> {
  const id = newId();
  const stamp = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("contact_message")
      .values({
        id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        country: input.country,
        subject: input.subject,
        message: input.message,
        locale,
        consent_version: contactConsentVersion,
        consent_at: stamp,
        status: "new",
        created_at: stamp,
        handled_at: null,
        notified_at: null,
      })
      .execute();
    await enqueueMail(
      trx,
      {
        kind: "contact-notification",
        ref: id,
        message: {
          to: deps.inbox,
          replyTo: input.email,
          subject: `Website message: ${input.subject.trim() || "(no subject)"}`,
          text: [
            `A visitor wrote through the website (${locale}).`,
            "",
            `Name: ${input.name}`,
            `Email: ${input.email}`,
            `Phone: ${input.phone}`,
            `Address: ${input.address}`,
            `Country: ${input.country}`,
            `Subject: ${input.subject}`,
            "",
            input.message,
            "",
            `Read and mark it handled: ${deps.origin}/admin/messages/${id}`,
          ].join("\n"),
        },
      },
      now,
    );
  });
  deps.deliverSoon();
  return { id };
}
