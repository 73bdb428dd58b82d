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
import { createMailer } from "~/.server/mail/mailer";
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
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    deps = {
      db: handle.db,
      mailer: createMailer({
        smtpUrl: smtp.url,
        from: "BGL Group <no-reply@bglgroup.ng>",
        outboxDir: os.tmpdir(),
      }),
      secret: "s".repeat(48),
      origin,
    };
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("a contact message is stored with its consent and the inbox is notified over SMTP, without header injection", async () => {
    const inbox = `inbox-${engine}@bglgroup.ng`;
    const result = await submitContact(
      { db: handle.db, mailer: deps.mailer, inbox, origin },
      contact,
      "fr",
    );
    expect(result.notified).toBe(true);
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
    expect(stored.notified_at).not.toBeNull();

    const mail = await smtp.waitFor((m) => m.to.includes(inbox));
    expect(mail.headers["reply-to"]).toBe("adaeze@example.ng");
    expect(mail.headers.subject).toBe("Website message: Bond issuance Bcc: victim@example.com");
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.to).toEqual([inbox]);
    expect(mail.text).toContain("₦20 billion");
    expect(mail.text).toContain(`${origin}/admin/messages/${result.id}`);
  });

  test("a failed notification keeps the message", async () => {
    const broken = createMailer({
      smtpUrl: "smtp://127.0.0.1:1",
      from: "x@bglgroup.ng",
      outboxDir: os.tmpdir(),
    });
    const result = await submitContact(
      { db: handle.db, mailer: broken, inbox: "i@bglgroup.ng", origin },
      contact,
      "en",
    );
    expect(result.notified).toBe(false);
    const stored = await handle.db
      .selectFrom("contact_message")
      .select("notified_at")
      .where("id", "=", result.id)
      .executeTakeFirstOrThrow();
    expect(stored.notified_at).toBeNull();
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
    await subscribe(deps, address, "es");
    const row = await handle.db
      .selectFrom("newsletter_subscriber")
      .selectAll()
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    await eraseSubscriber(handle.db, row.id);
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
