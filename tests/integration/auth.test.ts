import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listAudit } from "~/.server/audit";
import { countAdministrators, createAdministrator } from "~/.server/auth/administrators";
import { createAuth, migrateAuth, type Auth } from "~/.server/auth/create-auth";
import {
  checkSignIn,
  clearSignInFailures,
  recordSignInFailure,
} from "~/.server/auth/sign-in-limits";
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

  test("five failures are free; then each attempt waits, longer after every failure", async () => {
    const subject = { ip: "203.0.113.9", email: "target@bglgroup.ng" };
    const t0 = Date.parse("2026-11-22T10:00:00Z");
    const at = (seconds: number) => new Date(t0 + seconds * 1000);
    for (let i = 0; i < 4; i++) await recordSignInFailure(handle.db, subject, at(i));
    expect(await checkSignIn(handle.db, subject, at(5))).toEqual({ allowed: true });

    await recordSignInFailure(handle.db, subject, at(5));
    expect(await checkSignIn(handle.db, subject, at(6))).toEqual({
      allowed: false,
      retryAfterSeconds: 29,
    });
    expect(await checkSignIn(handle.db, subject, at(36))).toEqual({ allowed: true });

    await recordSignInFailure(handle.db, subject, at(36));
    expect(await checkSignIn(handle.db, subject, at(37))).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });

    // The limit follows the account from another address, and the address with another account.
    expect((await checkSignIn(handle.db, { ...subject, ip: "198.51.100.7" }, at(37))).allowed).toBe(
      false,
    );
    expect(
      (await checkSignIn(handle.db, { ...subject, email: "other@bglgroup.ng" }, at(37))).allowed,
    ).toBe(false);

    // An hour later, or after a successful sign-in, the record is clear.
    expect(await checkSignIn(handle.db, subject, at(36 + 3601))).toEqual({ allowed: true });
    await clearSignInFailures(handle.db, subject);
    expect(await checkSignIn(handle.db, subject, at(38))).toEqual({ allowed: true });
  });
});
