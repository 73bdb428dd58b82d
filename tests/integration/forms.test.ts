import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { submitContact } from "~/.server/forms/contact";
import {
  confirmSubscription,
  subscribe,
  unsubscribe,
  type NewsletterDeps,
} from "~/.server/forms/newsletter";
import { eraseSubscriber, listSubscribers } from "~/.server/forms/records";
import { createMailer, type Mailer } from "~/.server/mail/mailer";
import { deliverDueMail, listUndeliveredMail, maxAttempts, retryMail } from "~/.server/mail/outbox";
import { hitLimit } from "~/.server/rate-limit";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const origin = "https://www.example.com";
const contact = {
  name: "Adaeze Okafor",
  email: "adaeze@example.ng",
  phone: "+234 803 000 0000",
  address: "Plot 5, Admiralty Way",
  country: "Nigeria",
  subject: "Bond issuance\r\nBcc: victim@example.com",
  message: "We are considering a ₦20 billion programme.\nCould your team advise?",
  consent: "yes" as const,
};

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp.close();
});

test("without SMTP_URL a message is written to the outbox as an .eml file", async () => {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
  const mailer = createMailer({ from: "BGL Group <no-reply@bglgroup.ng>", outboxDir: outbox });
  await mailer.send({ to: "info@bglgroup.ng", subject: "Hello", text: "Body" });
  const files = fs.readdirSync(outbox);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  expect(fs.readFileSync(path.join(outbox, files[0]!), "utf8")).toMatch(/Subject: Hello/);
  fs.rmSync(outbox, { recursive: true });
});

describe.each(testEngines)("contact and newsletter on %s", (engine) => {
  let handle: TestDatabase;
  let deps: NewsletterDeps;
  let mailer: Mailer;
  const deliveries: Promise<unknown>[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    mailer = createMailer({
      smtpUrl: smtp.url,
      from: "BGL Group <no-reply@bglgroup.ng>",
      outboxDir: os.tmpdir(),
    });
    // As the server does: queued mail is delivered at once.
    const deliverSoon = () => void deliveries.push(deliverDueMail(handle.db, mailer));
    deps = { db: handle.db, secret: "s".repeat(48), origin, deliverSoon };
  });
  afterAll(async () => {
    await Promise.allSettled(deliveries);
    await handle.cleanup();
  });

  test("a contact message is stored with its consent and the inbox is notified over SMTP, without header injection", async () => {
    const inbox = `inbox-${engine}@bglgroup.ng`;
    const result = await submitContact(
      { db: handle.db, inbox, origin, deliverSoon: deps.deliverSoon },
      contact,
      "fr",
    );
    const mail = await smtp.waitFor((m) => m.to.includes(inbox));
    const stored = await handle.db
      .selectFrom("contact_message")
      .selectAll()
      .where("id", "=", result.id)
      .executeTakeFirstOrThrow();
    const { consent: _consent, ...fields } = contact;
    expect(stored).toMatchObject({
      ...fields,
      locale: "fr",
      status: "new",
      consent_version: "2026-11-01",
    });
    expect(stored.consent_at).toBe(stored.created_at);
    await expect
      .poll(async () =>
        handle.db
          .selectFrom("contact_message")
          .select("notified_at")
          .where("id", "=", result.id)
          .executeTakeFirstOrThrow(),
      )
      .toEqual({ notified_at: expect.any(String) });
    expect(mail.headers["reply-to"]).toBe("adaeze@example.ng");
    expect(mail.headers.subject).toBe("Website message: Bond issuance Bcc: victim@example.com");
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.to).toEqual([inbox]);
    expect(mail.text).toContain("₦20 billion");
    expect(mail.text).toContain(`${origin}/admin/messages/${result.id}`);
  });

  test("mail the server cannot send waits in the outbox and goes out when the server is back", async () => {
    // An SMTP port with nothing listening: the mail server is down.
    const down = await startSmtpSink();
    const port = Number(new URL(down.url).port);
    await down.close();
    const broken = createMailer({
      smtpUrl: down.url,
      from: "x@bglgroup.ng",
      outboxDir: os.tmpdir(),
    });
    const inbox = `outbox-${engine}@bglgroup.ng`;
    const result = await submitContact(
      { db: handle.db, inbox, origin, deliverSoon: () => {} },
      contact,
      "en",
    );
    const t0 = new Date();
    expect(await deliverDueMail(handle.db, broken, () => t0)).toEqual({ sent: 0, failed: 1 });
    const [waiting] = (await listUndeliveredMail(handle.db)).filter((m) => m.to === inbox);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, kind: "contact-notification" });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Not retried before its time (30 s after the first failure), then retried with a longer wait.
    expect(await deliverDueMail(handle.db, broken, () => new Date(t0.getTime() + 10_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    const t1 = new Date(t0.getTime() + 31_000);
    expect(await deliverDueMail(handle.db, broken, () => t1)).toEqual({ sent: 0, failed: 1 });
    const [again] = (await listUndeliveredMail(handle.db)).filter((m) => m.to === inbox);
    expect(Date.parse(again!.nextAttemptAt) - t1.getTime()).toBe(60_000);
    const stored = () =>
      handle.db
        .selectFrom("contact_message")
        .select("notified_at")
        .where("id", "=", result.id)
        .executeTakeFirstOrThrow();
    expect((await stored()).notified_at).toBeNull();

    // The mail server comes back on its address: the next round delivers, once.
    const back = await startSmtpSink(port);
    try {
      const later = () => new Date(t1.getTime() + 61_000);
      expect(await deliverDueMail(handle.db, broken, later)).toEqual({ sent: 1, failed: 0 });
      const mail = await back.waitFor((m) => m.to.includes(inbox));
      expect(mail.text).toContain(`/admin/messages/${result.id}`);
      expect((await stored()).notified_at).not.toBeNull();
      expect((await listUndeliveredMail(handle.db)).filter((m) => m.to === inbox)).toEqual([]);
      expect(await deliverDueMail(handle.db, broken, later)).toEqual({ sent: 0, failed: 0 });
      expect(back.mails).toHaveLength(1);
    } finally {
      await back.close();
    }
  });

  test("after twelve failures a mail waits for staff, who can send it again", async () => {
    const broken = createMailer({
      smtpUrl: "smtp://127.0.0.1:1",
      from: "x@bglgroup.ng",
      outboxDir: os.tmpdir(),
    });
    const address = `given-up-${engine}@example.ng`;
    await subscribe({ ...deps, deliverSoon: () => {} }, address, "pt");
    let at = Date.now();
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      at += 7 * 60 * 60_000;
      await deliverDueMail(handle.db, broken, () => new Date(at));
    }
    const [failed] = (await listUndeliveredMail(handle.db)).filter((m) => m.to === address);
    expect(failed).toMatchObject({ status: "failed", attempts: maxAttempts });
    // Given up: no more rounds try it.
    at += 7 * 60 * 60_000;
    expect(await deliverDueMail(handle.db, broken, () => new Date(at))).toMatchObject({
      failed: 0,
    });

    await retryMail(handle.db, failed!.id);
    await deliverDueMail(handle.db, mailer);
    const mail = await smtp.waitFor((m) => m.to.includes(address));
    expect(mail.text).toContain(`${origin}/pt/newsletter/confirm?token=`);
  });

  test("double opt-in: a confirmation in the visitor's language, one record, at most one new confirmation, one-click unsubscribe", async () => {
    const address = `reader-${engine}@example.ng`;
    const before = smtp.mails.length;
    expect(await subscribe(deps, ` ${address.toUpperCase()} `, "fr")).toBe("confirmation-sent");
    const mail = await smtp.waitFor((m) => m.to.includes(address));
    expect(mail.headers.subject).toMatch(/newsletter|lettre/i);
    expect(mail.raw).not.toMatch(/Please confirm your subscription/);
    expect(mail.headers["list-unsubscribe"]).toMatch(
      new RegExp(`^<${origin}/fr/newsletter/unsubscribe\\?token=`),
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const confirmUrl = /https:\/\/www\.example\.com\/fr\/newsletter\/confirm\?token=\S+/.exec(
      mail.text,
    )?.[0];
    expect(confirmUrl).toBeDefined();

    // Pending subscribers do not count; subscribing again soon sends nothing new.
    expect(await subscribe(deps, address, "fr")).toBe("confirmation-recent");
    expect(smtp.mails.length).toBe(before + 1);
    const rows = await handle.db
      .selectFrom("newsletter_subscriber")
      .selectAll()
      .where("email", "=", address)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("pending");

    expect(await confirmSubscription(deps, new URL(confirmUrl!).searchParams.get("token"))).toBe(
      true,
    );
    expect(await subscribe(deps, address, "fr")).toBe("already-confirmed");

    const unsubscribeUrl = /<([^>]+)>/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
    const unsubscribeToken = new URL(unsubscribeUrl).searchParams.get("token");
    expect(await unsubscribe(deps, unsubscribeToken)).toBe(true);
    const after = await handle.db
      .selectFrom("newsletter_subscriber")
      .selectAll()
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("unsubscribed");
    expect(after.unsubscribed_at).not.toBeNull();
  });

  test("forged and expired links do nothing", async () => {
    expect(await confirmSubscription(deps, "forged.token")).toBe(false);
    expect(await unsubscribe(deps, null)).toBe(false);
    const address = `late-${engine}@example.ng`;
    await subscribe(deps, address, "en");
    const mail = await smtp.waitFor((m) => m.to.includes(address));
    const token = /confirm\?token=(\S+)/.exec(mail.text)?.[1] ?? "";
    const eightDaysLater = new Date(Date.now() + 8 * 24 * 60 * 60_000);
    expect(await confirmSubscription(deps, token, eightDaysLater)).toBe(false);
    const row = await handle.db
      .selectFrom("newsletter_subscriber")
      .select("status")
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
  });

  test("erasing a subscriber removes the address and keeps the dates of consent", async () => {
    const address = `erase-${engine}@example.ng`;
    await subscribe({ ...deps, deliverSoon: () => {} }, address, "es");
    const row = await handle.db
      .selectFrom("newsletter_subscriber")
      .selectAll()
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    await eraseSubscriber(handle.db, row.id);
    // Unsent mail to the address goes with it.
    expect(
      await handle.db.selectFrom("mail_outbox").where("ref", "=", row.id).select("id").execute(),
    ).toEqual([]);
    const { rows } = await listSubscribers(handle.db);
    const erased = rows.find((r) => r.id === row.id)!;
    expect(erased.email).not.toContain("erase-");
    expect(erased).toMatchObject({ status: "erased", consent_at: row.consent_at });
  });

  test("rate limits count per key within their window", async () => {
    const limit = { bucket: `test-${engine}`, max: 2, windowMs: 60_000 };
    const t0 = new Date("2026-11-22T09:00:00Z");
    expect(await hitLimit(handle.db, limit, "1.2.3.4", t0)).toEqual({ allowed: true });
    expect(await hitLimit(handle.db, limit, "1.2.3.4", t0)).toEqual({ allowed: true });
    expect(await hitLimit(handle.db, limit, "1.2.3.4", new Date(t0.getTime() + 10_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    });
    expect(await hitLimit(handle.db, limit, "5.6.7.8", t0)).toEqual({ allowed: true });
    expect(await hitLimit(handle.db, limit, "1.2.3.4", new Date(t0.getTime() + 61_000))).toEqual({
      allowed: true,
    });
  });
});
