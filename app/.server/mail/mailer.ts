/**
 * Outgoing mail: SMTP when SMTP_URL is set, otherwise each message is written as an .eml file
 * under DATA_DIR/outbox. Header values never carry line breaks.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { newId } from "../ids";
import { log } from "../log";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** One-click unsubscribe (RFC 8058): adds List-Unsubscribe and List-Unsubscribe-Post. */
  unsubscribeUrl?: string;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  /** Where mail goes, without credentials, for logs. */
  describe: string;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const controlCharacters = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/** One line, no control characters: what may go into a header. */
export function headerSafe(value: string, maxLength = 200): string {
  return value.replace(controlCharacters, " ").trim().slice(0, maxLength);
}

function envelope(from: string, message: MailMessage) {
  return {
    from,
    to: headerSafe(message.to, 320),
    subject: headerSafe(message.subject),
    text: message.text,
    ...(message.replyTo ? { replyTo: headerSafe(message.replyTo, 320) } : {}),
    ...(message.unsubscribeUrl
      ? {
          list: { unsubscribe: { url: message.unsubscribeUrl, comment: "Unsubscribe" } },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }
      : {}),
  };
}

/** The mail library is loaded with the first message: most requests never send one. */
type Nodemailer = typeof nodemailer;

function lazyTransport(create: (nodemailer: Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import("nodemailer").then((module) => create(module.default)));
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    const url = new URL(smtpUrl);
    return {
      describe: `SMTP ${url.hostname}:${url.port || "default port"}`,
      async send(message) {
        await (await transport()).sendMail(envelope(options.from, message));
      },
    };
  }
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    describe: `files in ${options.outboxDir}`,
    async send(message) {
      const info = await (await transport()).sendMail(envelope(options.from, message));
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${newId()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ file }, "no SMTP_URL: wrote a message to the outbox directory");
    },
  };
}
