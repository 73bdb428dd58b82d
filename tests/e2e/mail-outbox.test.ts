/**
 * Mail that survives: with the mail server down, a contact message is still accepted, its
 * notification waits in the outbox across a restart, staff see it in the admin, and it goes out
 * once the mail server is back.
 */
import { afterAll, expect, test } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { accessibilityViolations, browserForFile, hydrated } from "./browser";
import { signInAsAdmin } from "./staff-sign-in";
import { startServer, type RunningServer } from "./server";

const admin = { email: "outbox@bglgroup.ng", password: "harmattan-lagoon-ledger-41" };
const inbox = "desk@bglgroup.ng";
const browser = browserForFile();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: RunningServer | undefined;
let smtp: SmtpSink | undefined;
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

test("a notification the mail server cannot take waits in the outbox, across a restart, until it is sent", async () => {
  // A port where the mail server will be, once it is back.
  const probe = await startSmtpSink();
  const port = Number(new URL(probe.url).port);
  await probe.close();
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    CONTACT_INBOX: inbox,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    METRICS_TOKEN: "outbox-metrics-token-0123456789",
  };
  server = await startServer(env);
  const started = await fetch(`${server.url}/form-start`);
  const token = /form_start=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")![1]!;
  await wait(3_100);
  const sent = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({
      name: "Ifeoma Nwosu",
      email: "ifeoma@example.ng",
      message: "Please call me about the infrastructure fund.",
      consent: "yes",
      started: token,
    }),
  });
  // The visitor is thanked: the message is kept, its notification queued.
  expect(sent.status).toBe(200);
  expect(await sent.text()).toMatch(/Thank you/);

  const metrics = async () =>
    (
      await (
        await fetch(`${server!.url}/metrics`, {
          headers: { authorization: `Bearer ${env.METRICS_TOKEN}` },
        })
      ).text()
    ).match(/mail_outbox_messages\{status="pending"\} (\d+)/)?.[1];
  await expect.poll(metrics).toBe("1");

  // A restart loses nothing.
  expect(await server.stop()).toBe(0);
  server = await startServer({ ...env, DATA_DIR: server.dataDir });

  const context = await browser().newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInAsAdmin(page, admin);
  await page.getByRole("link", { name: "Outgoing mail" }).click();
  await page.waitForURL(/\/admin\/mail$/);
  await hydrated(page);
  const row = page.getByRole("row", { name: /Contact form notification/ });
  // Each failed attempt is listed with its reason; the page shows the latest on reload.
  await expect
    .poll(
      async () => {
        await page.reload();
        return row.textContent();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toMatch(/desk@bglgroup\.ng.*Will retry[1-9].*(ECONNREFUSED|connect)/i);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The mail server is back: staff need not wait for the next retry.
  smtp = await startSmtpSink(port);
  await row.getByRole("button", { name: /Send now/ }).click();
  const mail = await smtp.waitFor((m) => m.to.includes(inbox));
  expect(mail.text).toContain("Ifeoma Nwosu");
  await page.reload();
  await expect
    .poll(() => page.getByText("Every e-mail has been delivered.").isVisible())
    .toBe(true);
  await expect.poll(metrics).toBe("0");
  expect(smtp.mails).toHaveLength(1);
  await context.close();
});
