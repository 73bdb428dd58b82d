/**
 * Ended sessions through HTTP: a new password set with `npm run admin:create` ends the sessions
 * already signed in, and the next admin page sends the browser to the login page, which says so.
 * (The idle and absolute lifetimes are tested with a controlled clock in tests/integration.)
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type RunningServer } from "./server";
import { signInByHttp } from "./staff-sign-in";

const email = "night-editor@bglgroup.ng";
const password = "harmattan-lagoon-ledger-41";
const root = path.resolve(import.meta.dirname, "../..");

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
});
afterAll(async () => {
  await server.stop();
});

test("a new password from admin:create ends the signed-in session; the login page says why", async () => {
  const cookie = await signInByHttp(server.url, { email, password });
  const before = await fetch(`${server.url}/admin/dashboard`, { headers: { cookie } });
  expect(before.status).toBe(200);

  const reset = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/admin-create.ts",
      "--email",
      email,
      "--password",
      "lagoon-ledger-harmattan-77",
    ],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: server.dataDir, LOG_LEVEL: "silent" },
      encoding: "utf8",
    },
  );
  expect(reset.status, reset.stderr).toBe(0);
  expect(reset.stdout).toContain("password updated, every session it had is ended");

  const after = await fetch(`${server.url}/admin/news/new`, {
    headers: { cookie },
    redirect: "manual",
  });
  expect(after.status).toBe(302);
  const location = after.headers.get("location")!;
  expect(location).toBe("/admin/login?redirectTo=%2Fadmin%2Fnews%2Fnew&ended=1");
  expect(after.headers.get("set-cookie")).toMatch(/bgl\.session_token=;.*Max-Age=0/i);

  const login = await fetch(`${server.url}${location}`);
  expect(login.status).toBe(200);
  expect(await login.text()).toContain("Your session has ended, sign in again.");
});
