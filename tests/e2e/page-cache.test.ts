/**
 * The page cache as visitors and staff meet it: shared pages served from memory with ETags, every
 * kind of news change visible on the public pages at once, nothing personal ever shared, and a
 * Content-Security-Policy that still matches the inline scripts of a cached page.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createDatabase, type DatabaseHandle } from "~/.server/db/create-database";
import { createNews, deleteNews, updateNews } from "~/.server/news/repository";
import { getNews } from "~/.server/news/queries";
import { baseURL, hydrated, browserForFile, openPage } from "./browser";
import { signInAsAdmin } from "./staff-sign-in";
import { admin as suiteAdmin } from "./global-setup";
import { startServer, type RunningServer } from "./server";

const browser = browserForFile();
let server: RunningServer;
let database: DatabaseHandle;

beforeAll(async () => {
  server = await startServer();
  database = createDatabase({ dataDir: server.dataDir });
});
afterAll(async () => {
  await database.db.destroy();
  await server.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { "accept-encoding": "br, gzip", ...headers } });

test("a shared page is rendered once, then served from memory with a strong ETag and 304s", async () => {
  const first = await get("/company/about");
  const second = await get("/company/about");
  expect(first.status).toBe(200);
  expect(second.headers.get("x-page-cache")).toBe("hit");
  expect(second.headers.get("content-encoding")).toBe("br");
  expect(second.headers.get("cache-control")).toMatch(/^public, .*stale-while-revalidate/);
  expect(second.headers.get("vary")).toBe("Accept-Encoding");
  const etag = second.headers.get("etag") ?? "";
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(await second.text()).toBe(await first.text());

  const notModified = await get("/company/about", { "if-none-match": etag });
  expect(notModified.status).toBe(304);
  expect(await notModified.text()).toBe("");
  const gzip = await get("/company/about", { "accept-encoding": "gzip" });
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
  expect((await get("/company/about", { "if-none-match": etag })).status).toBe(304);
});

test("query parameters that change nothing share one entry; those that matter do not", async () => {
  await get("/news");
  const tagged = await get("/news?utm_source=newsletter&utm_medium=email");
  expect(tagged.headers.get("x-page-cache")).toBe("hit");
  const second = await get("/news?page=2");
  expect(second.headers.get("etag")).not.toBe(tagged.headers.get("etag"));
  await get("/milestone?q=bond");
  expect((await get("/milestone?ref=x&q=bond")).headers.get("x-page-cache")).toBe("hit");
});

test("pages that are not for everyone are never shared", async () => {
  // A page that does not exist, a personal link, and a form's answer.
  for (const path of ["/no-such-page", "/newsletter/confirm?token=forged"]) {
    const response = await get(path);
    expect(response.headers.get("x-page-cache"), path).toBeNull();
    expect(response.headers.get("cache-control"), path).toBe("private, no-store");
  }
  const posted = await fetch(`${server.url}/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ email: "reader@example.ng" }),
  });
  expect(posted.headers.get("cache-control")).toBe("private, no-store");
  expect(posted.headers.get("x-page-cache")).toBeNull();

  // Signed-in staff get every public page rendered for them alone (on the suite's server).
  const page = await openPage(browser());
  await signInAsAdmin(page, suiteAdmin);
  const cookie = (await page.context().cookies())
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  await page.context().close();
  await fetch(`${baseURL()}/company/management`);
  const anonymous = await fetch(`${baseURL()}/company/management`);
  expect(anonymous.headers.get("x-page-cache")).toBe("hit");
  const staff = await fetch(`${baseURL()}/company/management`, { headers: { cookie } });
  expect(staff.headers.get("x-page-cache")).toBeNull();
  expect(staff.headers.get("cache-control")).toBe("private, no-store");
  expect(staff.headers.get("etag")).toBeNull();
});

/**
 * Polls a page until its text passes `check`: a change must reach it without a restart. Each
 * server reads the content version a few times a second, so a check made at once may still see
 * the page as it was.
 */
async function expectPage(path: string, check: (html: string) => boolean) {
  await expect
    .poll(async () => check(await (await get(path)).text()), { timeout: 5_000 })
    .toBe(true);
}

test("every kind of news change shows on the public pages it affects", async () => {
  const title = `Cache probe ${Date.now().toString(36)}`;
  await get("/news");
  await get("/fr/news");

  const created = await createNews(database.db, {
    title,
    excerpt: "A probe of the page cache.",
    content: "<p>First text.</p>",
    date: "2099-01-01",
    imageUrl: null,
    status: "published",
  });
  await expectPage("/news", (html) => html.includes(title));
  await expectPage("/", (html) => html.includes(title));
  await get(`/news/${created.slug}`);

  const edited = await updateNews(database.db, created.id, created.version, {
    title: `${title} (edited)`,
    excerpt: created.excerpt,
    content: "<p>Second text.</p>",
    date: created.date,
    imageUrl: null,
    status: "published",
  });
  await expectPage(`/news/${created.slug}`, (html) => html.includes("Second text."));

  const translated = await updateNews(database.db, created.id, edited.version, {
    title: edited.title,
    excerpt: edited.excerpt,
    content: edited.content,
    date: edited.date,
    imageUrl: null,
    status: "published",
    translations: {
      fr: {
        title: `${title} (FR)`,
        excerpt: "Une sonde.",
        content: "<p>Texte.</p>",
        source: "human",
      },
    },
  });
  await expectPage("/fr/news", (html) => html.includes(`${title} (FR)`));

  const unpublished = await updateNews(database.db, created.id, translated.version, {
    title: edited.title,
    excerpt: edited.excerpt,
    content: edited.content,
    date: edited.date,
    imageUrl: null,
    status: "draft",
  });
  await expectPage("/news", (html) => !html.includes(title));
  await expect.poll(async () => (await get(`/news/${created.slug}`)).status).toBe(404);

  await updateNews(database.db, created.id, unpublished.version, {
    title: edited.title,
    excerpt: edited.excerpt,
    content: edited.content,
    date: edited.date,
    imageUrl: null,
    status: "published",
  });
  await expectPage("/news", (html) => html.includes(title));

  await deleteNews(database.db, created.id);
  await expectPage("/news", (html) => !html.includes(title));
  await expect(getNews(database.db, created.id, { status: "all" })).rejects.toThrow();
});

test("the CSP names exactly the inline scripts of a cached page, which hydrates without a violation", async () => {
  await get("/contact");
  const cached = await get("/contact");
  expect(cached.headers.get("x-page-cache")).toBe("hit");
  const html = await cached.text();
  const policy = cached.headers.get("content-security-policy") ?? "";
  const scriptSrc = policy.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter(Boolean);
  expect(inline.length).toBeGreaterThan(0);
  for (const body of inline) {
    const hash = createHash("sha256").update(body).digest("base64");
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
  }
  expect(policy).not.toMatch(/nonce-|unsafe-eval|script-src[^;]*unsafe-inline/);

  const page = await openPage(browser(), {
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36",
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${server.url}/contact`);
  await hydrated(page);
  expect(violations).toEqual([]);
  await page.context().close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fills the contact form of a cached page and sends it: too soon first, then after a pause. */
async function sendTooSoonThenInTime(javaScriptEnabled: boolean) {
  await get("/contact");
  expect((await get("/contact")).headers.get("x-page-cache")).toBe("hit");
  const context = await browser().newContext({ baseURL: server.url, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/contact");
  if (javaScriptEnabled) await hydrated(page);
  // The start time comes from a cookie set when the form is shown, not from the shared page.
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "form_start"))
    .toBe(true);
  await page
    .getByLabel(/Email address/)
    .first()
    .fill("amaka@example.ng");
  await page.getByLabel(/^Message/).fill("Please send me your fixed income research.");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect.poll(() => page.getByRole("alert").first().textContent()).toMatch(/very quick/);
  await wait(3100);
  // Consent is never ticked in advance, not even after an error.
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect.poll(() => page.getByRole("status").first().textContent()).toMatch(/Thank you/);
  await context.close();
}

test("the contact form on a cached page keeps its minimum fill time, with JavaScript", async () => {
  await sendTooSoonThenInTime(true);
});

test("the contact form on a cached page keeps its minimum fill time, without JavaScript", async () => {
  await sendTooSoonThenInTime(false);
});

test.runIf(process.env.TEST_DATABASE_URL)(
  "two app servers on one PostgreSQL both show a change made through either",
  async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `cache_${Date.now().toString(36)}`;
    const setup = createDatabase({ databaseUrl: url, dataDir: server.dataDir });
    await sql`create schema ${sql.id(schema)}`.execute(setup.db);
    const databaseUrl = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const servers: RunningServer[] = [];
    const shared = createDatabase({ databaseUrl: url, dataDir: server.dataDir, pgSchema: schema });
    try {
      // One after the other: the first creates the schema, the second finds it ready.
      servers.push(await startServer({ DATABASE_URL: databaseUrl }));
      servers.push(await startServer({ DATABASE_URL: databaseUrl }));
      for (const app of servers) {
        await fetch(`${app.url}/news`);
        expect((await fetch(`${app.url}/news`)).headers.get("x-page-cache")).toBe("hit");
      }
      const title = `Shared probe ${Date.now().toString(36)}`;
      await createNews(shared.db, {
        title,
        excerpt: "Seen by every server.",
        content: "<p>Text.</p>",
        date: "2099-01-01",
        imageUrl: null,
        status: "published",
      });
      for (const app of servers) {
        await expect
          .poll(async () => (await (await fetch(`${app.url}/news`)).text()).includes(title), {
            timeout: 5_000,
          })
          .toBe(true);
      }
    } finally {
      await Promise.all(servers.map((app) => app.stop()));
      await shared.db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(setup.db);
      await setup.db.destroy();
    }
  },
);
