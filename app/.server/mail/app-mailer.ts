/** The app's mailer, its outbox delivery and addresses, from the environment. */
import path from "node:path";
import { site } from "~/content/site";
import { getEnv } from "../env";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { createMailer } from "./mailer";
import { startMailDelivery, type MailDelivery } from "./outbox";

const env = getEnv();

export const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM ?? `${site.name} <no-reply@${site.mailDomain}>`,
  outboxDir: path.join(env.dataDir, "outbox"),
});

/** Where contact messages go when set; otherwise the group's e-mail (see forms/deps). */
export const contactInbox = env.CONTACT_INBOX;

let delivery: MailDelivery | undefined;

/** Starts delivering the outbox from this process (the server does; scripts do not). */
export function startOutboxDelivery(db: Kysely<Database>): MailDelivery {
  void delivery?.stop();
  delivery = startMailDelivery(db, mailer);
  return delivery;
}

/** Delivers queued mail now when this process delivers at all; otherwise it waits in the outbox. */
export function deliverSoon(): void {
  delivery?.kick();
}
