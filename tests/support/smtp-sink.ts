/** A real SMTP server on a free local port that keeps what it receives, for tests. */
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header lines, unfolded, keyed by lower-case name (first occurrence). */
  headers: Record<string, string>;
  /** The body with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (received now or later) that matches. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n") >= 0 ? raw.indexOf("\r\n\r\n") : raw.indexOf("\n\n");
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  const body = raw.slice(split).trim();
  const qp = /quoted-printable/i.test(headers["content-transfer-encoding"] ?? "");
  const base64 = /base64/i.test(headers["content-transfer-encoding"] ?? "");
  const text = qp
    ? decodeQuotedPrintable(body)
    : base64
      ? Buffer.from(body, "base64").toString("utf8")
      : body;
  return { from, to, raw, headers, text };
}

/** Starts the sink on `port` (0: any free port), e.g. again on the port of one that was closed. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters: {
    match: (mail: ReceivedMail) => boolean;
    resolve: (mail: ReceivedMail) => void;
  }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = parse(
          Buffer.concat(chunks).toString("utf8"),
          session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          session.envelope.rcptTo.map((r) => r.address),
        );
        mails.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const listening = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    mails,
    waitFor(match, timeoutMs = 10_000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("No matching mail arrived")), timeoutMs);
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
