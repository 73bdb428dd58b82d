/** What the public forms need, built once from the app's database, mailer and secret. */
import { authOptions } from "../auth/auth";
import { db } from "../db/client";
import { contactInbox, mailer } from "../mail/app-mailer";
import type { ContactDeps } from "./contact";
import type { NewsletterDeps } from "./newsletter";

export const formSecret = authOptions.secret;

export function contactDeps(origin: string): ContactDeps {
  return { db, mailer, inbox: contactInbox, origin };
}

export function newsletterDeps(origin: string): NewsletterDeps {
  return { db, mailer, secret: formSecret, origin };
}
