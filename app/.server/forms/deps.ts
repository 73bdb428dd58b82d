/** What the public forms need: the app's database, outbox delivery and secret. */
import { authOptions } from "../auth/auth";
import { db } from "../db/client";
import { contactInbox, deliverSoon } from "../mail/app-mailer";
import type { ContactDeps } from "./contact";
import type { NewsletterDeps } from "./newsletter";

export const formSecret = authOptions.secret;

export function contactDeps(origin: string): ContactDeps {
  return { db, inbox: contactInbox, origin, deliverSoon };
}

export function newsletterDeps(origin: string): NewsletterDeps {
  return { db, secret: formSecret, origin, deliverSoon };
}
