/** The app's mailer and addresses, from the environment. */
import path from "node:path";
import { site } from "~/content/site";
import { getEnv } from "../env";
import { createMailer } from "./mailer";

const env = getEnv();

export const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM ?? `${site.name} <no-reply@${site.mailDomain}>`,
  outboxDir: path.join(env.dataDir, "outbox"),
});

export const contactInbox = env.CONTACT_INBOX ?? site.contact.email;
