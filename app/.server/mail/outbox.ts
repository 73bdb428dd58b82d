/**
 * The mail outbox. A form that sends mail writes it here in the same transaction as its own
 * record, so a message is never stored without its notification nor the other way round; a
 * delivery loop then sends it. A mail that cannot be sent (the SMTP server is down, refuses it)
 * stays, and is retried with a growing wait (30 s doubling, at most 6 h) until it has failed
 * twelve times (about a day); then it waits for staff, who see it in the admin and can retry or
 * discard it. Delivered mail is deleted. Several servers may deliver from one database: each
 * claims a mail for a minute before sending it, so a mail is sent once unless a server dies
 * between sending and recording it (then it is sent again after the claim runs out).
 */
import type { Kysely, Transaction } from "kysely";
import type { Database, MailOutboxTable } from "../db/schema";
import { NotFoundError } from "../errors";
import { newId } from "../ids";
import { log, scrub } from "../log";
import type { Mailer, MailMessage } from "./mailer";

export type MailKind =
  | "contact-notification"
  | "newsletter-confirmation"
  | "password-reset"
  | "password-changed"
  | "staff-invitation";

export const maxAttempts = 12;
const claimMs = 60_000;
const batchSize = 20;

/** The wait after the n-th failed attempt. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 6 * 60 * 60_000);
}

type Db = Kysely<Database> | Transaction<Database>;

/** Adds a mail to the outbox, in the caller's transaction when it passes one. */
export async function enqueueMail(
  db: Db,
  mail: { kind: MailKind; ref: string; message: MailMessage },
  now = new Date(),
): Promise<string> {
  const id = newId();
  await db
    .insertInto("mail_outbox")
    .values({
      id,
      kind: mail.kind,
      ref: mail.ref,
      message: JSON.stringify(mail.message),
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      claimed_until: null,
      last_error: null,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** What delivery of a kind of mail records on the record it belongs to. */
async function recordDelivery(db: Db, kind: string, ref: string | null, at: string) {
  if (kind === "contact-notification" && ref)
    await db
      .updateTable("contact_message")
      .set({ notified_at: at })
      .where("id", "=", ref)
      .execute();
}

/** Takes a mail for this server for a minute; false when another server holds it. */
async function claim(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const iso = now.toISOString();
  const result = await db
    .updateTable("mail_outbox")
    .set({ claimed_until: new Date(now.getTime() + claimMs).toISOString() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", iso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sends every mail that is due; returns how many went and how many failed. */
export async function deliverDueMail(
  db: Kysely<Database>,
  mailer: Mailer,
  now = () => new Date(),
): Promise<{ sent: number; failed: number }> {
  const started = now();
  const iso = started.toISOString();
  const due = await db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", iso)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", iso)]))
    .orderBy("next_attempt_at")
    .limit(batchSize)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    if (!(await claim(db, row.id, now()))) continue;
    try {
      await mailer.send(JSON.parse(row.message) as MailMessage);
    } catch (error) {
      failed += 1;
      await recordFailure(db, row, error, now());
      continue;
    }
    sent += 1;
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("mail_outbox").where("id", "=", row.id).execute();
      await recordDelivery(trx, row.kind, row.ref, at);
    });
  }
  return { sent, failed };
}

async function recordFailure(db: Kysely<Database>, row: MailOutboxTable, error: unknown, at: Date) {
  const attempts = row.attempts + 1;
  const givenUp = attempts >= maxAttempts;
  const reason = scrub(error instanceof Error ? error.message : String(error)).slice(0, 500);
  await db
    .updateTable("mail_outbox")
    .set({
      attempts,
      status: givenUp ? "failed" : "pending",
      next_attempt_at: new Date(at.getTime() + retryDelayMs(attempts)).toISOString(),
      claimed_until: null,
      last_error: reason,
    })
    .where("id", "=", row.id)
    .execute();
  log.warn(
    { mailId: row.id, kind: row.kind, attempts, givenUp, reason },
    givenUp ? "mail: given up, waiting for staff" : "mail: delivery failed, will retry",
  );
}

export interface MailDelivery {
  /** Delivers soon, without waiting for the next round (after a form queued a mail). */
  kick(): void;
  /** No more rounds; resolves when the one under way has finished. */
  stop(): Promise<void>;
}

/** Runs delivery every few seconds and whenever kicked; one round at a time. */
export function startMailDelivery(
  db: Kysely<Database>,
  mailer: Mailer,
  intervalMs = 5_000,
): MailDelivery {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMail(db, mailer)
      .then(
        () => {},
        (error: unknown) => log.error({ err: error }, "mail: reading the outbox failed"),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(round, intervalMs).unref();
  return {
    kick: () => {
      if (!stopped) setImmediate(round);
    },
    stop: async () => {
      stopped = true;
      again = false;
      clearInterval(timer);
      await running;
    },
  };
}

export interface UndeliveredMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: MailOutboxTable["status"];
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
}

/** Mail not delivered yet, failed first, oldest first, for staff. */
export async function listUndeliveredMail(db: Kysely<Database>): Promise<UndeliveredMail[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .selectAll()
    // "failed" sorts before "pending": mail given up on comes first.
    .orderBy("status")
    .orderBy("created_at")
    .limit(200)
    .execute();
  return rows.map((row) => {
    const message = JSON.parse(row.message) as MailMessage;
    return {
      id: row.id,
      kind: row.kind,
      to: message.to,
      subject: message.subject,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at,
      lastError: row.last_error,
      createdAt: row.created_at,
    };
  });
}

/** How much mail waits, and how much was given up on. */
export async function outboxCounts(
  db: Kysely<Database>,
): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["status", db.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: count("pending"), failed: count("failed") };
}

/** Puts a mail back in line to be sent now. */
export async function retryMail(db: Kysely<Database>, id: string, now = new Date()): Promise<void> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "pending", next_attempt_at: now.toISOString(), claimed_until: null })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new NotFoundError(`Mail ${id} does not exist`);
}

/** Deletes a mail that will not be sent. */
export async function discardMail(db: Kysely<Database>, id: string): Promise<void> {
  const result = await db.deleteFrom("mail_outbox").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new NotFoundError(`Mail ${id} does not exist`);
}

/** Drops the unsent mail of a record whose personal data is being erased. */
export async function discardMailFor(db: Db, ref: string): Promise<void> {
  await db.deleteFrom("mail_outbox").where("ref", "=", ref).execute();
}
