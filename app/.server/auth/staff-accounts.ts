/**
 * Staff accounts as administrators manage them on the staff page: the list, a change of role,
 * disabling and enabling. A change ends every session of the account (its next request signs it
 * out; a new role takes effect with a new session), is audited, and runs in one transaction that
 * first takes the staff lock: two administrators acting at once are served one after the other,
 * so between them they cannot leave the site without an active administrator.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import type { StaffRole } from "~/lib/staff-roles";
import { recordAudit } from "../audit";
import type { Database } from "../db/schema";
import { ConflictError, NotFoundError } from "../errors";

/**
 * better-auth's tables as these queries read them (better-auth creates and migrates them). SQLite
 * keeps booleans as 0/1 and times as ISO text; PostgreSQL has boolean and timestamp types.
 */
// A type alias, not an interface: Kysely wants tables it can index by name.
type AuthTables = {
  user: {
    id: string;
    name: string;
    email: string;
    role: string;
    disabled: boolean | number;
    createdAt: string | Date;
    updatedAt: string | Date;
  };
  session: { id: string; userId: string };
};

/** Raised when a change would leave no active administrator to run the site. */
export class LastAdministratorError extends ConflictError {
  override name = "LastAdministratorError";
}

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  createdAt: string;
  /** When the account last signed in, as the audit log knows it. */
  lastSignInAt: string | null;
}

/** Who makes a change, for the audit log. */
export interface StaffActor {
  email: string;
  ip: string;
}

const staffLockKey = "staff-changed-at";

const isTrue = (value: boolean | number) => value === true || value === 1;

function authTables(db: Kysely<Database>) {
  return db.withTables<AuthTables>();
}

/** Whether the account is disabled; false for an id that names no account. */
export async function isDisabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await authTables(db)
    .selectFrom("user")
    .select("disabled")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row ? isTrue(row.disabled) : false;
}

/** Whether an account uses this address (stored in lower case). */
export async function accountExists(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await authTables(db)
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every staff account by name, with its last sign-in. */
export async function listStaff(db: Kysely<Database>): Promise<StaffAccount[]> {
  const [users, signIns] = await Promise.all([
    authTables(db)
      .selectFrom("user")
      .select(["id", "name", "email", "role", "disabled", "createdAt"])
      .orderBy("name")
      .orderBy("email")
      .execute(),
    db
      .selectFrom("audit_log")
      .select(["actor", (eb) => eb.fn.max("at").as("at")])
      .where("action", "in", ["sign-in", "invitation-accept"])
      .groupBy("actor")
      .execute(),
  ]);
  const lastSignIn = new Map(signIns.map((row) => [row.actor, row.at]));
  return users.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    disabled: isTrue(user.disabled),
    createdAt: new Date(user.createdAt).toISOString(),
    lastSignInAt: lastSignIn.get(user.email) ?? null,
  }));
}

/**
 * Runs `change` in a transaction that holds the staff lock: a write to one row that every staff
 * change makes first, so on PostgreSQL a second change waits until the first has committed, then
 * reads what it wrote; on SQLite the write takes the database's write lock.
 */
async function underStaffLock<T>(
  db: Kysely<Database>,
  now: Date,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const stamp = now.toISOString();
    await trx
      .insertInto("app_meta")
      .values({ key: staffLockKey, value: stamp })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: stamp }))
      .execute();
    return change(trx);
  });
}

async function accountOf(trx: Transaction<Database>, id: string) {
  const user = await authTables(trx)
    .selectFrom("user")
    .select(["id", "email", "role", "disabled"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!user) throw new NotFoundError(`No staff account ${id}`);
  return { ...user, disabled: isTrue(user.disabled) };
}

/** Refuses a change that takes `userId` out of the active administrators when none would remain. */
async function keepAnAdministrator(trx: Transaction<Database>, userId: string): Promise<void> {
  const administrators = await authTables(trx)
    .selectFrom("user")
    .select(["id", "disabled"])
    .where("role", "=", "administrator")
    .execute();
  const others = administrators.filter((user) => user.id !== userId && !isTrue(user.disabled));
  if (others.length === 0)
    throw new LastAdministratorError("The last active administrator must stay one");
}

/** Ends every session of the account; returns how many there were. */
async function endSessions(trx: Transaction<Database>, userId: string): Promise<number> {
  const result = await authTables(trx)
    .deleteFrom("session")
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Gives the account another role; returns false when it already had it. */
export async function changeRole(
  db: Kysely<Database>,
  userId: string,
  role: StaffRole,
  actor: StaffActor,
  now = new Date(),
): Promise<boolean> {
  return underStaffLock(db, now, async (trx) => {
    const user = await accountOf(trx, userId);
    if (user.role === role) return false;
    if (user.role === "administrator" && !user.disabled) await keepAnAdministrator(trx, userId);
    await authTables(trx)
      .updateTable("user")
      .set({ role, updatedAt: now.toISOString() })
      .where("id", "=", userId)
      .execute();
    const sessionsEnded = await endSessions(trx, userId);
    await recordAudit(
      trx,
      {
        action: "role-change",
        actor: actor.email,
        subject: user.email,
        detail: { from: user.role, to: role, sessionsEnded },
        ip: actor.ip,
      },
      now,
    );
    return true;
  });
}

/**
 * Disables the account (`disabled` true) and ends its sessions, or enables it again. Returns false
 * when it already was in that state.
 */
export async function setDisabled(
  db: Kysely<Database>,
  userId: string,
  disabled: boolean,
  actor: StaffActor,
  now = new Date(),
): Promise<boolean> {
  return underStaffLock(db, now, async (trx) => {
    const user = await accountOf(trx, userId);
    if (user.disabled === disabled) return false;
    if (disabled && user.role === "administrator") await keepAnAdministrator(trx, userId);
    await authTables(trx)
      .updateTable("user")
      // A literal rather than a parameter: SQLite cannot bind a boolean, and reads TRUE as 1.
      .set({
        disabled: disabled ? sql<boolean>`true` : sql<boolean>`false`,
        updatedAt: now.toISOString(),
      })
      .where("id", "=", userId)
      .execute();
    const sessionsEnded = disabled ? await endSessions(trx, userId) : 0;
    await recordAudit(
      trx,
      {
        action: disabled ? "account-disable" : "account-enable",
        actor: actor.email,
        subject: user.email,
        detail: disabled ? { sessionsEnded } : {},
        ip: actor.ip,
      },
      now,
    );
    return true;
  });
}
