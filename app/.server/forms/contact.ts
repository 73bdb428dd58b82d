/** Contact messages: stored first, then a notification to the group's inbox. */
import type { Kysely } from "kysely";
import { contactConsentVersion, type ContactInput } from "~/lib/contact-schema";
import type { Locale } from "~/i18n/locales";
import type { Database } from "../db/schema";
import { newId } from "../ids";
import type { Mailer } from "../mail/mailer";
import { log } from "../log";

export interface ContactDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  inbox: string;
  /** The site's public origin, for the link to the message in the admin. */
  origin: string;
}

/** Stores the message (throws if that fails); a failed notification is logged, not lost. */
export async function submitContact(
  deps: ContactDeps,
  input: ContactInput,
  locale: Locale,
  now = new Date(),
): Promise<{ id: string; notified: boolean }> {
  const id = newId();
  const stamp = now.toISOString();
  await deps.db
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
  try {
    await deps.mailer.send({
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
    });
    await deps.db
      .updateTable("contact_message")
      .set({ notified_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    return { id, notified: true };
  } catch (error) {
    log.error(
      { err: error, messageId: id },
      "contact: message stored, but the notification failed",
    );
    return { id, notified: false };
  }
}
