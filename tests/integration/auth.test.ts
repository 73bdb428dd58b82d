import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listAudit } from "~/.server/audit";
import { countAdministrators, createAdministrator } from "~/.server/auth/administrators";
import { createAuth, migrateAuth, type Auth } from "~/.server/auth/create-auth";
import { clearSignInLimits, reserveSignIn } from "~/.server/auth/sign-in-limits";
import { ValidationError } from "~/.server/errors";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const secret = "x".repeat(48);

describe.each(testEngines)("administrators and sign-in limits on %s", (engine) => {
  let handle: TestDatabase;
  let auth: Auth;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await migrateAuth({ handle, secret });
    auth = createAuth({ handle, secret });
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("an administrator created by the command can sign in; a wrong password cannot", async () => {
    expect(await countAdministrators(handle.db)).toBe(0);
    const result = await createAdministrator(auth, handle.db, {
      email: "Editor@BGLgroup.ng",
      password: "harmattan-lagoon-ledger-41",
    });
    expect(result).toEqual({ created: true, email: "editor@bglgroup.ng" });
    expect(await countAdministrators(handle.db)).toBe(1);

    const ok = await auth.api.signInEmail({
      body: { email: "editor@bglgroup.ng", password: "harmattan-lagoon-ledger-41" },
      returnHeaders: true,
    });
    const cookie = ok.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/bgl\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await auth.api.getSession({
      headers: new Headers({ cookie: cookie.split(";")[0]! }),
    });
    expect(session?.user.email).toBe("editor@bglgroup.ng");

    await expect(
      auth.api.signInEmail({
        body: { email: "editor@bglgroup.ng", password: "wrong-password-123" },
      }),
    ).rejects.toThrow();
  });

  test("running the command again for the same address sets a new password instead of a duplicate", async () => {
    const again = await createAdministrator(auth, handle.db, {
      email: "editor@bglgroup.ng",
      password: "new-harmattan-ledger-2026",
    });
    expect(again.created).toBe(false);
    expect(await countAdministrators(handle.db)).toBe(1);
    await expect(
      auth.api.signInEmail({
        body: { email: "editor@bglgroup.ng", password: "new-harmattan-ledger-2026" },
      }),
    ).resolves.toBeTruthy();
    const audit = await listAudit(handle.db);
    expect(audit.entries.map((entry) => entry.action)).toEqual(["admin-create", "admin-create"]);
  });

  test("setting a new password with the command ends every session of the account", async () => {
    const signIn = async () => {
      const result = await auth.api.signInEmail({
        body: { email: "editor@bglgroup.ng", password: "new-harmattan-ledger-2026" },
        returnHeaders: true,
      });
      return new Headers({ cookie: (result.headers.get("set-cookie") ?? "").split(";")[0]! });
    };
    const countSessions = async () =>
      Number(
        (await sql<{ n: string | number }>`select count(*) as n from "session"`.execute(handle.db))
          .rows[0]?.n,
      );
    const [laptop, phone] = [await signIn(), await signIn()];
    expect((await auth.api.getSession({ headers: laptop }))?.user.email).toBe("editor@bglgroup.ng");
    const before = await countSessions();
    expect(before).toBeGreaterThanOrEqual(2);

    await createAdministrator(auth, handle.db, {
      email: "editor@bglgroup.ng",
      password: "lagoon-harmattan-ledger-2027",
    });
    expect(await auth.api.getSession({ headers: laptop })).toBeNull();
    expect(await auth.api.getSession({ headers: phone })).toBeNull();
    expect(await countSessions()).toBe(0);
    const audit = await listAudit(handle.db);
    expect(audit.entries[0]).toMatchObject({
      action: "admin-create",
      detail: { passwordReset: true, sessionsEnded: before },
    });
  });

  test("weak passwords and bad addresses are refused", async () => {
    await expect(
      createAdministrator(auth, handle.db, { email: "a@bglgroup.ng", password: "password1234" }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      createAdministrator(auth, handle.db, { email: "a@bglgroup.ng", password: "okra-7x" }),
    ).rejects.toThrow(/at least 12/);
    await expect(
      createAdministrator(auth, handle.db, {
        email: "not-an-email",
        password: "harmattan-lagoon-ledger-41",
      }),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  const t0 = Date.parse("2026-11-22T10:00:00Z");
  const at = (seconds: number) => new Date(t0 + seconds * 1000);

  test("five failures per account and address are free; then each attempt waits, longer after every failure", async () => {
    const subject = { ip: "203.0.113.9", email: "target@bglgroup.ng" };
    for (let i = 0; i < 5; i++)
      expect(await reserveSignIn(handle.db, subject, at(i))).toMatchObject({ allowed: true });

    expect(await reserveSignIn(handle.db, subject, at(6))).toEqual({
      allowed: false,
      limit: "account-ip",
      retryAfterSeconds: 28,
    });
    // A refused attempt is not counted: the wait is the same a second later.
    expect(await reserveSignIn(handle.db, subject, at(7))).toMatchObject({ retryAfterSeconds: 27 });
    expect(await reserveSignIn(handle.db, subject, at(34))).toMatchObject({ allowed: true });
    expect(await reserveSignIn(handle.db, subject, at(35))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 59,
    });

    // The same address may still try another account, and the account may be tried elsewhere.
    expect(
      await reserveSignIn(handle.db, { ...subject, email: "other@bglgroup.ng" }, at(36)),
    ).toEqual({ allowed: true, delayMs: 0 });
    expect(
      await reserveSignIn(handle.db, { ...subject, ip: "198.51.100.7" }, at(36)),
    ).toMatchObject({ allowed: true });

    // An hour later, or after a successful sign-in, the record is clear.
    expect(await reserveSignIn(handle.db, subject, at(94 + 3600))).toEqual({
      allowed: true,
      delayMs: 0,
    });
    await clearSignInLimits(handle.db, subject);
    expect(await reserveSignIn(handle.db, subject, at(3700))).toMatchObject({ allowed: true });
  });

  test("failures from other addresses slow the account down but never lock out its owner", async () => {
    const email = "owner@bglgroup.ng";
    const attackers = ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4", "192.0.2.5"];
    for (const ip of attackers) {
      for (let i = 0; i < 5; i++) await reserveSignIn(handle.db, { ip, email }, at(i));
      expect(await reserveSignIn(handle.db, { ip, email }, at(6))).toMatchObject({
        allowed: false,
        limit: "account-ip",
      });
    }
    // 25 failures on the account: the owner, from a clean address, waits a bounded delay at most.
    const owner = { ip: "203.0.113.50", email };
    expect(await reserveSignIn(handle.db, owner, at(10))).toEqual({
      allowed: true,
      delayMs: 3000,
    });
    await clearSignInLimits(handle.db, owner);
    expect(await reserveSignIn(handle.db, owner, at(11))).toEqual({ allowed: true, delayMs: 0 });
    // The owner signing in does not free the attackers' addresses.
    for (const ip of attackers)
      expect((await reserveSignIn(handle.db, { ip, email }, at(12))).allowed).toBe(false);
  });

  test("one address trying many accounts is refused after twenty attempts", async () => {
    const ip = "198.51.100.99";
    for (let i = 0; i < 20; i++) {
      const verdict = await reserveSignIn(handle.db, { ip, email: `user${i}@bglgroup.ng` }, at(i));
      expect(verdict.allowed).toBe(true);
    }
    expect(await reserveSignIn(handle.db, { ip, email: "new@bglgroup.ng" }, at(21))).toEqual({
      allowed: false,
      limit: "ip",
      retryAfterSeconds: 28,
    });
    // A successful sign-in gives the address its attempt back.
    await clearSignInLimits(handle.db, { ip, email: "user19@bglgroup.ng" });
    expect((await reserveSignIn(handle.db, { ip, email: "new@bglgroup.ng" }, at(22))).allowed).toBe(
      true,
    );
  });

  test("25 parallel attempts on one account from one address let exactly five through", async () => {
    const subject = { ip: "203.0.113.77", email: "parallel@bglgroup.ng" };
    const verdicts = await Promise.all(
      Array.from({ length: 25 }, () => reserveSignIn(handle.db, subject, at(1))),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(verdicts.filter((verdict) => !verdict.allowed)).toHaveLength(20);
  });
});
