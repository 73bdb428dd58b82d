/**
 * Sign-in limits and the return address through HTTP, on a server of its own: these tests lock
 * addresses out, which would stop the other suites. TRUST_PROXY as behind a load balancer, so
 * each request can present its own client address.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type RunningServer } from "./server";
import { signInByHttp } from "./staff-sign-in";

const email = "ops@bglgroup.ng";
const password = "harmattan-lagoon-ledger-41";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: email, ADMIN_PASSWORD: password, TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server.stop();
});

function attempt(ip: string, pass: string, redirectTo?: string, account = email) {
  return fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.url,
      "x-forwarded-for": ip,
    },
    body: new URLSearchParams({
      email: account,
      password: pass,
      ...(redirectTo ? { redirectTo } : {}),
    }),
  });
}

test("after five failed sign-ins the next attempt waits, answered 429 with a clear message, even with the right password", async () => {
  const ip = "203.0.113.10";
  for (let i = 0; i < 5; i++)
    expect((await attempt(ip, `wrong-password-${i}-xyz`)).status).toBe(401);
  const limited = await attempt(ip, password);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await limited.text()).toContain("Too many failed attempts. Please wait");
  expect(limited.headers.get("set-cookie")).toBeNull();
});

test("failures from other addresses do not lock the owner out: the right password from a clean address signs in", async () => {
  const attackers = ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"];
  // Sent together: each failure past the fifth on the account is slowed by up to three seconds.
  const guesses = await Promise.all(
    attackers.flatMap((ip) => Array.from({ length: 5 }, (_, i) => attempt(ip, `guess-${ip}-${i}`))),
  );
  expect(guesses.map((guess) => guess.status)).toEqual(guesses.map(() => 401));
  for (const ip of attackers) expect((await attempt(ip, "one-more-guess-123")).status).toBe(429);
  const started = Date.now();
  const owner = await attempt("203.0.113.20", password);
  expect(owner.status).toBe(302);
  expect(owner.headers.get("set-cookie")).toMatch(/bgl\.session_token=/);
  // Slowed down by the failures on the account, by a few seconds at most.
  expect(Date.now() - started).toBeLessThan(6_000);
  // The attackers' addresses stay limited, even with the right password.
  for (const ip of attackers) expect((await attempt(ip, password)).status).toBe(429);
});

test("25 parallel wrong passwords from one address: at most five are checked, the rest answered 429", async () => {
  // An account no other test has tried, so only these attempts count.
  const answers = await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      attempt("192.0.2.30", `parallel-wrong-${i}-xyz`, undefined, "desk@bglgroup.ng"),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
});

test("a return address that a browser would take to another site goes to the dashboard, never a 500", async () => {
  // The password leads to the code page, which carries the return address on: only a safe one.
  const next = (path: string) => `/admin/two-factor?redirectTo=${encodeURIComponent(path)}`;
  for (const [i, redirectTo] of [
    "/\t/evil.example/x",
    "/\n/evil.example/x",
    "//evil.example",
  ].entries()) {
    const answer = await attempt(`192.0.2.${40 + i}`, password, redirectTo);
    expect(answer.status, JSON.stringify(redirectTo)).toBe(302);
    expect(answer.headers.get("location"), JSON.stringify(redirectTo)).toBe(
      next("/admin/dashboard"),
    );
  }
  const pending = await attempt("192.0.2.50", password, "/admin/audit?page=2");
  expect(pending.headers.get("location")).toBe(next("/admin/audit?page=2"));
  // The code page, reached with an unsafe return address, keeps only a safe one.
  const pendingCookie = pending.headers.get("set-cookie")!.split(";")[0]!;
  const codePage = await fetch(`${server.url}/admin/two-factor?redirectTo=%2F%09%2Fevil.example`, {
    redirect: "manual",
    headers: { cookie: pendingCookie, "x-forwarded-for": "192.0.2.50" },
  });
  expect(codePage.headers.get("location")).toBe(
    `/admin/two-factor/setup?redirectTo=${encodeURIComponent("/admin/dashboard")}`,
  );
  const cookie = await signInByHttp(server.url, { email, password });
  // Already signed in, the login page forwards at once: the same rule applies.
  for (const query of ["/%09/evil.example/x", "/%0a/evil.example/x", "/%5Cevil.example"]) {
    const answer = await fetch(`${server.url}/admin/login?redirectTo=${query}`, {
      redirect: "manual",
      headers: { cookie, "x-forwarded-for": "192.0.2.50" },
    });
    expect(answer.status, query).toBe(302);
    expect(answer.headers.get("location"), query).toBe("/admin/dashboard");
  }
});
