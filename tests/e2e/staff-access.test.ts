/**
 * Who may use each admin page, asked of the running site for every role, on SQLite and on
 * PostgreSQL. The pages come from the route configuration itself, so a new admin page that this
 * table does not list fails here until someone decides who may use it.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { startServer, type RunningServer } from "./server";
import { signInByHttp } from "./staff-sign-in";

type Letter = "A" | "E" | "R";
const roles = { A: "administrator", E: "editor", R: "reviewer" } as const;

/**
 * The policy, by page: who may read it (GET) and who may post to it. Administrators run the site;
 * editors write news and content; compliance reviewers read submissions and the audit log.
 */
const policy: Record<string, { view: string; change: string }> = {
  "/admin": { view: "AER", change: "AER" },
  "/admin/dashboard": { view: "AER", change: "AE" },
  "/admin/forbidden": { view: "AER", change: "AER" },
  "/admin/news/new": { view: "AE", change: "AE" },
  "/admin/news/edit/:id": { view: "AER", change: "AE" },
  "/admin/news/:id/preview-link": { view: "AER", change: "AER" },
  "/admin/news/:id/revisions": { view: "AER", change: "AER" },
  "/admin/news/:id/revisions/:number": { view: "AER", change: "AE" },
  "/admin/news/:id/review": { view: "AER", change: "AR" },
  "/admin/approvals": { view: "AR", change: "AR" },
  // Reading it answers 405 to anyone: it only takes uploads.
  "/admin/uploads": { view: "AER", change: "AE" },
  "/admin/milestones": { view: "AER", change: "AE" },
  "/admin/milestones/new": { view: "AE", change: "AE" },
  "/admin/milestones/:id": { view: "AER", change: "AE" },
  "/admin/media": { view: "AE", change: "AE" },
  "/admin/media/:id": { view: "AE", change: "AE" },
  "/admin/messages": { view: "A", change: "A" },
  "/admin/messages/:id": { view: "A", change: "A" },
  "/admin/subscribers": { view: "A", change: "A" },
  "/admin/subscribers.csv": { view: "A", change: "A" },
  "/admin/mail": { view: "A", change: "A" },
  "/admin/people": { view: "AE", change: "AE" },
  "/admin/people/:id": { view: "AE", change: "AE" },
  "/admin/settings/contacts": { view: "A", change: "A" },
  "/admin/settings/publishing": { view: "A", change: "A" },
  "/admin/settings/contacts/offices/new": { view: "A", change: "A" },
  "/admin/settings/contacts/offices/:key": { view: "A", change: "A" },
  "/admin/account/two-factor": { view: "AER", change: "AER" },
  "/admin/audit": { view: "AR", change: "AR" },
  "/admin/audit.csv": { view: "AR", change: "AR" },
  "/admin/staff": { view: "A", change: "A" },
  "/admin/account/sessions": { view: "AER", change: "AER" },
};

/**
 * Pages outside the role check: signing in (both steps) and out, setting a forgotten password,
 * an invitation's link. The second step's pages open only for a session whose password was just
 * given.
 */
const open = new Set([
  "/admin/login",
  "/admin/logout",
  "/admin/forgot-password",
  "/admin/reset-password",
  "/admin/two-factor",
  "/admin/two-factor/setup",
  "/admin/invitation",
]);

function patterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.index || (entry.path && !entry.children) ? [here || "/"] : [];
    return [...own, ...patterns(entry.children ?? [], here)];
  });
}

const adminPages = patterns(routes).filter(
  (pattern) => pattern.startsWith("/admin") && !open.has(pattern),
);

test("every admin page has a rule in this table, and the table names no page that is gone", () => {
  expect(adminPages.length).toBeGreaterThan(10);
  expect([...adminPages].sort()).toEqual(Object.keys(policy).sort());
});

const root = path.resolve(import.meta.dirname, "../..");
const password = "harmattan-lagoon-ledger-41";
const databaseUrl = process.env.TEST_DATABASE_URL;
const engines = databaseUrl ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

describe.each(engines)("on %s, each role gets exactly the pages the policy gives it", (engine) => {
  let server: RunningServer;
  let client: pg.Client | undefined;
  const schema = `access_${Date.now().toString(36)}`;
  const cookies: Partial<Record<Letter, string>> = {};

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (engine === "postgres" && databaseUrl) {
      client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`create schema ${schema}`);
      env.DATABASE_URL = `${databaseUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    }
    server = await startServer(env);
    for (const letter of Object.keys(roles) as Letter[]) {
      const email = `${roles[letter]}@bglgroup.ng`;
      const created = spawnSync(
        "node_modules/.bin/tsx",
        [
          "scripts/admin-create.ts",
          "--email",
          email,
          "--password",
          password,
          "--role",
          roles[letter],
        ],
        { cwd: root, env: { ...process.env, DATA_DIR: server.dataDir, ...env }, encoding: "utf8" },
      );
      expect(created.status, created.stderr).toBe(0);
      cookies[letter] = await signInByHttp(server.url, { email, password });
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (client) {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
  });

  test("a reviewer's navigation offers only their pages, and a refused page says why", async () => {
    const cookie = cookies.R!;
    const dashboard = await (
      await fetch(`${server.url}/admin/dashboard`, { headers: { cookie } })
    ).text();
    expect(dashboard).toContain('href="/admin/audit"');
    for (const hidden of ["/admin/news/new", "/admin/messages", "/admin/media", "/admin/mail"])
      expect(dashboard).not.toContain(`href="${hidden}"`);
    const refused = await fetch(`${server.url}/admin/messages`, { headers: { cookie } });
    expect(refused.url).toBe(`${server.url}/admin/forbidden`);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Not available to your role");
  });

  test.each(Object.keys(policy))("%s", async (pattern) => {
    // Ids that exist nowhere: a role that may use the page gets past the check (and finds nothing).
    const url = server.url + pattern.replace(/:[a-z]+/g, "0");
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const letter of Object.keys(roles) as Letter[]) {
      const cookie = cookies[letter]!;
      const read = await fetch(url, { redirect: "manual", headers: { cookie } });
      const write = await fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie,
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "",
      });
      for (const [kind, response] of [
        ["view", read],
        ["change", write],
      ] as const) {
        expect(response.status, `${roles[letter]} ${kind} ${pattern}`).toBeLessThan(500);
        // Refused: sent to the page that explains it (an upload, answered in JSON, gets 403).
        const refused =
          response.headers.get("location") === "/admin/forbidden" ||
          (pattern === "/admin/uploads" && response.status === 403);
        outcomes.push(`${roles[letter]} ${kind}: ${refused ? "refused" : "allowed"}`);
        expected.push(
          `${roles[letter]} ${kind}: ${policy[pattern]![kind].includes(letter) ? "allowed" : "refused"}`,
        );
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
