/**
 * The second factor: enrolling an authenticator app, codes accepted once, recovery codes kept
 * only as hashes and usable once, and the session that the code turns into a signed-in one.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAdministrator } from "~/.server/auth/administrators";
import { createAuth, migrateAuth, type Auth } from "~/.server/auth/create-auth";
import { secretBox } from "~/.server/auth/secret-box";
import {
  checkSecondFactor,
  confirmEnrolment,
  enrolmentKey,
  recoveryCodesLeft,
  removeSecondFactor,
  secondFactorState,
} from "~/.server/auth/second-factor";
import { checkSession, replaceVerifiedSession } from "~/.server/auth/sessions";
import { stepAt, totpCode } from "~/.server/auth/totp";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const secret = "z".repeat(48);
const box = secretBox(secret, "authenticator keys");
const lifetime = { idleMinutes: 30, maxHours: 8 };
const password = "harmattan-lagoon-ledger-41";
const at = (seconds: number) => new Date(Date.parse("2026-11-25T09:00:00Z") + seconds * 1000);

describe.each(testEngines)("second factor on %s", (engine) => {
  let handle: TestDatabase;
  let auth: Auth;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await migrateAuth({ handle, secret, sessionLifetime: lifetime });
    auth = createAuth({ handle, secret, sessionLifetime: lifetime });
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  async function newAccount(email: string): Promise<string> {
    await createAdministrator(auth, handle.db, { email, password, role: "editor" });
    const ctx = await auth.$context;
    return (await ctx.internalAdapter.findUserByEmail(email))!.user.id;
  }

  async function enrolled(email: string) {
    const userId = await newAccount(email);
    const key = (await enrolmentKey(handle.db, box, userId, at(0)))!;
    const codes = await confirmEnrolment(
      handle.db,
      box,
      userId,
      totpCode(key, stepAt(at(0))),
      at(0),
    );
    return { userId, key, codes: codes! };
  }

  test("enrolment keeps one key until the app's first code confirms it", async () => {
    const userId = await newAccount("enrol@bglgroup.ng");
    expect(await secondFactorState(handle.db, userId)).toBe("none");
    const key = (await enrolmentKey(handle.db, box, userId))!;
    // Reloading the page shows the same key: the app may already have it.
    expect(await enrolmentKey(handle.db, box, userId)).toEqual(key);
    expect(await secondFactorState(handle.db, userId)).toBe("unconfirmed");
    // Stored sealed, never as the key itself.
    const row = await handle.db
      .selectFrom("staff_second_factor")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row.sealed_key).not.toContain(key.toString("base64url"));
    expect(
      secretBox("another secret, not this site's one", "authenticator keys").open(row.sealed_key),
    ).toBeNull();

    expect(await confirmEnrolment(handle.db, box, userId, "000000", at(0))).toBeNull();
    const codes = await confirmEnrolment(
      handle.db,
      box,
      userId,
      totpCode(key, stepAt(at(0))),
      at(0),
    );
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await secondFactorState(handle.db, userId)).toBe("enrolled");
    expect(await enrolmentKey(handle.db, box, userId)).toBeNull();
  });

  test("a code is accepted once; its neighbour in time still works, an older one does not", async () => {
    const { userId, key } = await enrolled("codes@bglgroup.ng");
    const now = at(90);
    const code = totpCode(key, stepAt(now));
    expect(await checkSecondFactor(handle.db, box, userId, code, now)).toEqual({
      accepted: true,
      method: "authenticator",
    });
    expect(await checkSecondFactor(handle.db, box, userId, code, now)).toMatchObject({
      accepted: false,
      reason: "wrong",
    });
    const previous = totpCode(key, stepAt(now) - 1);
    expect((await checkSecondFactor(handle.db, box, userId, previous, now)).accepted).toBe(false);
    const next = totpCode(key, stepAt(now) + 1);
    expect((await checkSecondFactor(handle.db, box, userId, next, now)).accepted).toBe(true);
  });

  test("two requests racing with one code: only one gets in", async () => {
    const { userId, key } = await enrolled("race@bglgroup.ng");
    const now = at(300);
    const code = totpCode(key, stepAt(now));
    const results = await Promise.all(
      Array.from({ length: 6 }, () => checkSecondFactor(handle.db, box, userId, code, now)),
    );
    expect(results.filter((result) => result.accepted)).toHaveLength(1);
  });

  test("recovery codes are kept as hashes and each works once, typed any way", async () => {
    const { userId, codes } = await enrolled("recovery@bglgroup.ng");
    const rows = await handle.db
      .selectFrom("staff_recovery_code")
      .selectAll()
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toHaveLength(10);
    for (const code of codes) {
      expect(JSON.stringify(rows)).not.toContain(code);
      expect(JSON.stringify(rows)).not.toContain(code.replace(/-/g, ""));
    }
    const typed = codes[3]!.toLowerCase().replace(/-/g, " ");
    expect(await checkSecondFactor(handle.db, box, userId, typed)).toEqual({
      accepted: true,
      method: "recovery-code",
      recoveryCodesLeft: 9,
    });
    expect((await checkSecondFactor(handle.db, box, userId, codes[3]!)).accepted).toBe(false);
    expect(await recoveryCodesLeft(handle.db, userId)).toBe(9);
  });

  test("a key sealed under another signing secret is refused, not misread", async () => {
    const { userId, key } = await enrolled("moved@bglgroup.ng");
    const otherBox = secretBox("x".repeat(48), "authenticator keys");
    const code = totpCode(key, stepAt(at(600)));
    expect(await checkSecondFactor(handle.db, otherBox, userId, code, at(600))).toEqual({
      accepted: false,
      reason: "unreadable-key",
    });
  });

  test("a new password set on the server removes the second factor: the account enrols again", async () => {
    const { userId } = await enrolled("lost-phone@bglgroup.ng");
    await createAdministrator(auth, handle.db, { email: "lost-phone@bglgroup.ng", password });
    expect(await secondFactorState(handle.db, userId)).toBe("none");
    await removeSecondFactor(handle.db, userId);
    expect(await recoveryCodesLeft(handle.db, userId)).toBe(0);
  });

  test("a password opens only the second step; the code replaces the session with a new one", async () => {
    const email = "session@bglgroup.ng";
    const userId = await newAccount(email);
    const result = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    const pendingCookie = new Headers({
      cookie: (result.headers.get("set-cookie") ?? "").split(";")[0]!,
    });
    const pending = await checkSession(auth, handle.db, pendingCookie, lifetime);
    expect(pending.state).toBe("second-factor");
    if (pending.state !== "second-factor") return;

    const set = await replaceVerifiedSession(auth, pending.token, userId, {
      ip: "198.51.100.7",
      userAgent: "test",
    });
    const cookie = new Headers({ cookie: (set?.get("set-cookie") ?? "").split(";")[0]! });
    expect(cookie.get("cookie")).not.toBe(pendingCookie.get("cookie"));
    const signedIn = await checkSession(auth, handle.db, cookie, lifetime);
    expect(signedIn).toMatchObject({ state: "active", admin: { email } });
    // The session from before the code is gone.
    expect((await checkSession(auth, handle.db, pendingCookie, lifetime)).state).toBe("ended");
  });

  test("a session whose code is not given within ten minutes ends", async () => {
    const email = "slow@bglgroup.ng";
    await newAccount(email);
    const result = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    const cookie = new Headers({ cookie: (result.headers.get("set-cookie") ?? "").split(";")[0]! });
    const later = new Date(Date.now() + 11 * 60_000);
    expect((await checkSession(auth, handle.db, cookie, lifetime, later)).state).toBe("ended");
  });
});
