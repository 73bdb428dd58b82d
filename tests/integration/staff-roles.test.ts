import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAdministrator } from "~/.server/auth/administrators";
import { createAuth, migrateAuth, type Auth } from "~/.server/auth/create-auth";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const secret = "x".repeat(48);

describe.each(testEngines)("staff roles on %s", (engine) => {
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

  const roleOf = async (email: string) =>
    (
      await sql<{ role: string | null }>`select role from "user" where email = ${email}`.execute(
        handle.db,
      )
    ).rows[0]?.role;

  test("the command creates an administrator unless told the role, and can change it", async () => {
    await createAdministrator(auth, handle.db, {
      email: "chief@bglgroup.ng",
      password: "harmattan-lagoon-ledger-41",
    });
    expect(await roleOf("chief@bglgroup.ng")).toBe("administrator");
    await createAdministrator(auth, handle.db, {
      email: "desk@bglgroup.ng",
      password: "harmattan-lagoon-ledger-41",
      role: "editor",
    });
    expect(await roleOf("desk@bglgroup.ng")).toBe("editor");
    await createAdministrator(auth, handle.db, {
      email: "desk@bglgroup.ng",
      password: "harmattan-lagoon-ledger-42",
      role: "reviewer",
    });
    expect(await roleOf("desk@bglgroup.ng")).toBe("reviewer");
  });

  test("accounts from before roles existed become administrators, once", async () => {
    await createAdministrator(auth, handle.db, {
      email: "old@bglgroup.ng",
      password: "harmattan-lagoon-ledger-41",
    });
    // A database from before roles: the column is not there yet.
    await sql`alter table "user" drop column role`.execute(handle.db);
    await migrateAuth({ handle, secret });
    expect(await roleOf("old@bglgroup.ng")).toBe("administrator");
    expect(await roleOf("desk@bglgroup.ng")).toBe("administrator");
    // Once roles exist, starting again changes nobody's.
    await sql`update "user" set role = 'reviewer' where email = 'desk@bglgroup.ng'`.execute(
      handle.db,
    );
    await migrateAuth({ handle, secret });
    expect(await roleOf("desk@bglgroup.ng")).toBe("reviewer");
  });
});
