import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type RunningServer } from "./server";

// A server of its own: this test locks its own address out, which would stop the other suites.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAIL: "ops@bglgroup.ng",
    ADMIN_PASSWORD: "harmattan-lagoon-ledger-41",
  });
});
afterAll(async () => {
  await server.stop();
});

function attempt(password: string) {
  return fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ email: "ops@bglgroup.ng", password }),
  });
}

test("after five failed sign-ins the next attempt waits, answered 429 with a clear message, even with the right password", async () => {
  for (let i = 0; i < 5; i++) expect((await attempt(`wrong-password-${i}-xyz`)).status).toBe(401);
  const limited = await attempt("harmattan-lagoon-ledger-41");
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await limited.text()).toContain("Too many failed attempts. Please wait");
  expect(limited.headers.get("set-cookie")).toBeNull();
});
