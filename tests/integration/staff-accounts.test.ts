/** Staff accounts: roles and disabling end sessions, and the last active administrator stays. */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listAudit } from "~/.server/audit";
import { createAdministrator } from "~/.server/auth/administrators";
import { createAuth, migrateAuth, type Auth } from "~/.server/auth/create-auth";
import { checkSession } from "~/.server/auth/sessions";
import { signInBothSteps } from "./staff-sign-in";
import {
  changeRole,
  LastAdministratorError,
  listStaff,
  setDisabled,
} from "~/.server/auth/staff-accounts";
import type { StaffRole } from "~/lib/staff-roles";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const secret = "s".repeat(48);
const lifetime = { idleMinutes: 30, maxHours: 8 };
const password = "harmattan-lagoon-ledger-41";
const actor = { email: "chief@bglgroup.ng", ip: "192.0.2.10" };

describe.each(testEngines)("staff accounts on %s", (engine) => {
  let handle: TestDatabase;
  let auth: Auth;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await migrateAuth({ handle, secret });
    auth = createAuth({ handle, secret, sessionLifetime: lifetime });
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  async function account(email: string, role: StaffRole = "administrator"): Promise<string> {
    await createAdministrator(auth, handle.db, { email, password, role });
    const found = (await listStaff(handle.db)).find((staff) => staff.email === email);
    return found!.id;
  }

  function signIn(email: string): Promise<Headers> {
    return signInBothSteps(auth, handle.db, lifetime, { email, password });
  }

  async function sessionsOf(userId: string): Promise<number> {
    return (await (await auth.$context).internalAdapter.listSessions(userId)).length;
  }

  test("the only administrator can be neither demoted nor disabled", async () => {
    const chief = await account("solo@bglgroup.ng");
    await expect(changeRole(handle.db, chief, "editor", actor)).rejects.toThrow(
      LastAdministratorError,
    );
    await expect(setDisabled(handle.db, chief, true, actor)).rejects.toThrow(
      LastAdministratorError,
    );
    const [solo] = (await listStaff(handle.db)).filter((s) => s.email === "solo@bglgroup.ng");
    expect(solo).toMatchObject({ role: "administrator", disabled: false });
    // Another administrator, but disabled, does not count.
    const other = await account("second@bglgroup.ng");
    await setDisabled(handle.db, other, true, actor);
    await expect(changeRole(handle.db, chief, "reviewer", actor)).rejects.toThrow(
      LastAdministratorError,
    );
    // Enabled again, it does: now the first may step down.
    await setDisabled(handle.db, other, false, actor);
    expect(await changeRole(handle.db, chief, "reviewer", actor)).toBe(true);
    await changeRole(handle.db, chief, "administrator", actor);
  });

  test("two administrators disabling each other at once leave one of them active", async () => {
    // Only these two may be active administrators for this test.
    for (const staff of await listStaff(handle.db))
      if (staff.role === "administrator" && !staff.disabled)
        await sql`update "user" set role = 'editor' where id = ${staff.id}`.execute(handle.db);
    const ada = await account("ada@bglgroup.ng");
    const bayo = await account("bayo@bglgroup.ng");
    const results = await Promise.allSettled([
      setDisabled(handle.db, ada, true, { ...actor, email: "bayo@bglgroup.ng" }),
      setDisabled(handle.db, bayo, true, { ...actor, email: "ada@bglgroup.ng" }),
      changeRole(handle.db, ada, "editor", actor),
      changeRole(handle.db, bayo, "editor", actor),
    ]);
    const refused = results.filter(
      (result) => result.status === "rejected" && result.reason instanceof LastAdministratorError,
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual(refused);
    const active = (await listStaff(handle.db)).filter(
      (staff) => staff.role === "administrator" && !staff.disabled,
    );
    expect(active).toHaveLength(1);
    expect(refused.length).toBeGreaterThanOrEqual(2);
  });

  test("disabling ends every session at once, and the account cannot sign in again", async () => {
    const id = await account("desk@bglgroup.ng", "editor");
    const office = await signIn("desk@bglgroup.ng");
    const phone = await signIn("desk@bglgroup.ng");
    expect((await checkSession(auth, handle.db, office, lifetime)).state).toBe("active");
    expect(await sessionsOf(id)).toBe(2);

    expect(await setDisabled(handle.db, id, true, actor)).toBe(true);
    expect(await sessionsOf(id)).toBe(0);
    for (const headers of [office, phone])
      expect((await checkSession(auth, handle.db, headers, lifetime)).state).toBe("ended");
    await expect(signIn("desk@bglgroup.ng")).rejects.toThrow();
    expect(await sessionsOf(id)).toBe(0);
    expect(await setDisabled(handle.db, id, true, actor)).toBe(false);

    const audit = await listAudit(handle.db, { action: "account-disable" });
    expect(audit.entries[0]).toMatchObject({
      actor: actor.email,
      subject: "desk@bglgroup.ng",
      detail: { sessionsEnded: 2 },
      ip: actor.ip,
    });

    await setDisabled(handle.db, id, false, actor);
    expect(
      (await checkSession(auth, handle.db, await signIn("desk@bglgroup.ng"), lifetime)).state,
    ).toBe("active");
  });

  test("a session of a disabled account is refused on its next request, and deleted", async () => {
    const id = await account("night@bglgroup.ng", "reviewer");
    const headers = await signIn("night@bglgroup.ng");
    // As if the account were disabled while this session was being made.
    await sql`update "user" set disabled = ${sql.lit(true)} where id = ${id}`.execute(handle.db);
    const state = await checkSession(auth, handle.db, headers, lifetime);
    expect(state.state).toBe("ended");
    expect(await sessionsOf(id)).toBe(0);
    const ended = await listAudit(handle.db, { action: "session-ended" });
    expect(ended.entries[0]).toMatchObject({
      actor: "night@bglgroup.ng",
      detail: { reason: "disabled" },
    });
  });

  test("a new role ends the account's sessions, so it comes back with a new one", async () => {
    const id = await account("writer@bglgroup.ng", "editor");
    const headers = await signIn("writer@bglgroup.ng");
    expect(await changeRole(handle.db, id, "reviewer", actor)).toBe(true);
    expect((await checkSession(auth, handle.db, headers, lifetime)).state).toBe("ended");
    const fresh = await checkSession(auth, handle.db, await signIn("writer@bglgroup.ng"), lifetime);
    expect(fresh.state === "active" && fresh.admin.role).toBe("reviewer");
    expect(await changeRole(handle.db, id, "reviewer", actor)).toBe(false);
    const audit = await listAudit(handle.db, { action: "role-change" });
    expect(audit.entries[0]).toMatchObject({
      actor: actor.email,
      subject: "writer@bglgroup.ng",
      detail: { from: "editor", to: "reviewer", sessionsEnded: 1 },
    });
  });
});
