/** What the public forms need: the app's database, outbox delivery and secret. */
import { authOptions } from "../auth/auth";
import { db } from "../db/client";
import { contactInbox, deliverSoon } from "../mail/app-mailer";
import { readSiteContacts } from "../site-contacts/store";
import type { ContactDeps } from "./contact";
import type { NewsletterDeps } from "./newsletter";

export const formSecret = authOptions.secret;

/** Messages go to CONTACT_INBOX when set, else to the group's address as administrators keep it. */
export async function contactDeps(origin: string): Promise<ContactDeps> {
  const inbox = contactInbox ?? (await readSiteContacts(db)).contacts.group?.email;
  if (!inbox)
    throw new Error("No inbox for contact messages: set CONTACT_INBOX or the group's e-mail");
  return { db, inbox, origin, deliverSoon };
}

export function newsletterDeps(origin: string): NewsletterDeps {
  return { db, secret: formSecret, origin, deliverSoon };
}
