/**
 * PostgreSQL stopped under a running server, then started again: readiness says so at once,
 * cached pages keep being served, pages that need the database answer 503 with the site's error
 * page in the visitor's language, forms answer 503 and keep what was typed, nothing hangs or
 * crashes, and everything works again without a restart. The database is one this test starts
 * itself from Debian's binaries, so the shared server is never touched.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { postgresBinDir, startOwnPostgres, type OwnPostgres } from "../support/own-postgres";
import { newestNewsPath } from "../../scripts/bench/public-pages.js";
import { startServer, type RunningServer } from "./server";

const available = postgresBinDir() !== undefined;
if (!available && process.env.E2E_REQUIRED === "1")
  throw new Error("PostgreSQL's programs are missing: apt-get install -y postgresql");

let postgres: OwnPostgres;
let server: RunningServer;
beforeAll(async () => {
  if (!available) return;
  postgres = await startOwnPostgres();
  server = await startServer({ DATABASE_URL: postgres.url });
});
afterAll(async () => {
  if (!available) return;
  await server?.stop();
  postgres?.destroy();
});

/** A request's status, body and time in ms. */
async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { ...init, redirect: "manual" });
  const body = await response.text();
  return {
    status: response.status,
    body,
    headers: response.headers,
    ms: performance.now() - started,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.runIf(available)(
  "with PostgreSQL stopped the site degrades clearly and recovers by itself when it returns",
  async () => {
    // Shared pages seen once are cached; a news item and the French news page are not.
    for (const path of ["/", "/company/about", "/fr/company/about"])
      await expect
        .poll(async () => (await timed(path)).headers.get("x-page-cache"), { timeout: 10_000 })
        .toBe("hit");
    const item = await newestNewsPath(server.url);
    const started = await fetch(`${server.url}/form-start`);
    const token = /form_start=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")![1]!;
    await wait(3_100);

    postgres.stop();

    const ready = await timed("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(1_000);

    // Cached pages are served as before.
    for (const path of ["/", "/company/about", "/fr/company/about"]) {
      const page = await timed(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("x-page-cache"), path).toBe("hit");
    }

    // A page that needs the database: 503, the site's error page, in the visitor's language.
    const detail = await timed(`/fr${item}`);
    expect(detail.status).toBe(503);
    expect(detail.ms).toBeLessThan(2_000);
    expect(detail.headers.get("retry-after")).toBe("30");
    expect(detail.body).toContain('lang="fr"');
    expect(detail.body).toContain("Un problème est survenu de notre côté");
    const list = await timed("/pt/news");
    expect(list.status).toBe(503);
    expect(list.ms).toBeLessThan(2_000);
    expect(list.body).toContain('lang="pt"');

    // A contact message cannot be kept now: 503, and the visitor's text comes back to them.
    const message = "Nous aimerions rencontrer votre équipe de marchés.";
    const sendContact = () =>
      timed("/fr/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams({
          name: "Aïssatou Diallo",
          email: "aissatou@example.sn",
          message,
          consent: "yes",
          started: token,
        }),
      });
    const contact = await sendContact();
    expect(contact.status).toBe(503);
    expect(contact.ms).toBeLessThan(2_000);
    expect(contact.body).toContain(message);
    expect(contact.body).toContain("aissatou@example.sn");

    const signIn = await timed("/admin/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ email: "staff@bglgroup.ng", password: "not-the-point-here" }),
    });
    expect(signIn.status).toBe(503);
    expect(signIn.body).toContain("Sign-in is unavailable at the moment");

    // Still alive: nothing crashed on the way.
    expect(server.child.exitCode).toBeNull();

    postgres.start();
    await expect.poll(async () => (await timed("/readyz")).status, { timeout: 15_000 }).toBe(200);
    expect((await timed(`/fr${item}`)).status).toBe(200);
    expect((await timed("/pt/news")).status).toBe(200);
    expect((await sendContact()).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.logs.join("")).not.toMatch(/unhandled|uncaught/i);
  },
);

test("a SQLite file locked by another program: 503 keeping the visitor's text, then normal again, never corrupt", async () => {
  const { default: SQLite } = await import("better-sqlite3");
  const path = await import("node:path");
  const own = await startServer();
  try {
    const started = await fetch(`${own.url}/form-start`);
    const token = /form_start=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")![1]!;
    await wait(3_100);
    const post = () =>
      fetch(`${own.url}/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: own.url },
        body: new URLSearchParams({
          name: "Kunle Adebayo",
          email: "kunle@example.ng",
          message: "Please send the latest fund factsheet.",
          consent: "yes",
          started: token,
        }),
      });
    // Another program (a careless backup, an operator's shell) holds the write lock.
    const other = new SQLite(path.join(own.dataDir, "site.db"));
    other.prepare("begin exclusive").run();
    const locked = await post();
    expect(locked.status).toBe(503);
    expect(await locked.text()).toContain("Please send the latest fund factsheet.");
    other.prepare("rollback").run();
    expect((await post()).status).toBe(200);
    expect(other.pragma("integrity_check", { simple: true })).toBe("ok");
    other.close();
  } finally {
    expect(await own.stop()).toBe(0);
  }
});
