/** Session lifetimes: an idle timeout and an absolute lifetime, checked with a controlled clock. */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { listAudit } from "~/.server/audit";
import { createAdministrator } from "~/.server/auth/administrators";
import { createAuth, migrateAuth, type Auth } from "~/.server/auth/create-auth";
import { checkSession } from "~/.server/auth/sessions";
import { signInBothSteps } from "./staff-sign-in";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const secret = "y".repeat(48);
const lifetime = { idleMinutes: 30, maxHours: 8 };
const email = "sessions@bglgroup.ng";
const password = "harmattan-lagoon-ledger-41";
const minutes = (n: number) => n * 60_000;

describe.each(testEngines)("session lifetimes on %s", (engine) => {
  let handle: TestDatabase;
  let auth: Auth;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await migrateAuth({ handle, secret, sessionLifetime: lifetime });
    auth = createAuth({ handle, secret, sessionLifetime: lifetime });
    await createAdministrator(auth, handle.db, { email, password });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  /**
   * Signs in at `start`, password and second factor, and returns the request headers carrying
   * the session's cookie.
   */
  async function signInAt(start: number): Promise<Headers> {
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    return signInBothSteps(auth, handle.db, lifetime, { email, password });
  }

  function check(headers: Headers, at: number) {
    vi.setSystemTime(at);
    return checkSession(auth, handle.db, headers, lifetime, new Date(at));
  }

  async function sessionCount(): Promise<number> {
    const ctx = await auth.$context;
    const user = await ctx.internalAdapter.findUserByEmail(email);
    return (await ctx.internalAdapter.listSessions(user!.user.id)).length;
  }

  test("a session used at least every half hour lasts eight hours from sign-in, then ends", async () => {
    const start = Date.parse("2026-11-25T08:00:00Z");
    const headers = await signInAt(start);
    for (let t = 20; t < 8 * 60; t += 20) {
      const state = await check(headers, start + minutes(t));
      expect(state.state, `after ${t} minutes`).toBe("active");
    }
    const ended = await check(headers, start + minutes(8 * 60 + 1));
    expect(ended.state).toBe("ended");
    // The cookie is cleared in the answer, and the session is gone from the server.
    if (ended.state === "ended")
      expect(ended.headers.get("set-cookie")).toMatch(/bgl\.session_token=;.*Max-Age=0/i);
    expect(await sessionCount()).toBe(0);
    expect((await check(headers, start + minutes(8 * 60 + 2))).state).toBe("ended");
    // The clock here is 16:01 on the test's day; entries written at the real time may sort first.
    const audit = await listAudit(handle.db, { action: "session-ended" });
    expect(audit.entries[0]).toMatchObject({
      action: "session-ended",
      actor: email,
      detail: { reason: "lifetime" },
    });
  });

  test("a session left alone for more than thirty minutes ends, and is deleted", async () => {
    const start = Date.parse("2026-11-25T12:00:00Z");
    const headers = await signInAt(start);
    expect((await check(headers, start + minutes(29))).state).toBe("active");
    // Activity at minute 29 moves the idle limit to minute 59.
    expect((await check(headers, start + minutes(58))).state).toBe("active");
    expect((await check(headers, start + minutes(89))).state).toBe("ended");
    expect(await sessionCount()).toBe(0);
    const audit = await listAudit(handle.db);
    expect(audit.entries.filter((entry) => entry.action === "session-ended")).toContainEqual(
      expect.objectContaining({ actor: email, detail: { reason: "idle" } }),
    );
  });

  test("no cookie is no session; a cookie whose session is gone has ended", async () => {
    const now = Date.parse("2026-11-25T15:00:00Z");
    expect((await check(new Headers(), now)).state).toBe("none");
    const headers = await signInAt(now);
    await createAdministrator(auth, handle.db, { email, password: "lagoon-ledger-harmattan-77" });
    expect((await check(headers, now + 1000)).state).toBe("ended");
    await createAdministrator(auth, handle.db, { email, password });
  });
});
