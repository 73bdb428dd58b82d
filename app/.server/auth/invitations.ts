/**
 * Invitations to staff accounts. An administrator names the address, the name and the role; the
 * invitee gets an e-mail with a signed link that works once, for 72 hours, and chooses a password
 * on its page, which creates the account with that role. Only a hash of the link's token is
 * stored, so the table alone opens nothing. Inviting an address again replaces its invitation
 * (the earlier link stops working); an address that already has an account cannot be invited.
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { isStaffRole, type StaffRole } from "~/lib/staff-roles";
import { recordAudit } from "../audit";
import type { Database } from "../db/schema";
import { ConflictError, NotFoundError } from "../errors";
import { newId } from "../ids";
import { discardMailFor, enqueueMail } from "../mail/outbox";
import { signToken, verifyToken } from "../signed-token";
import { addStaffAccount } from "./administrators";
import type { Auth } from "./create-auth";
import { passwordProblem, type PasswordProblem } from "./password-policy";
import { accountExists, type StaffActor } from "./staff-accounts";
import { invitationHours, invitationMessage } from "./staff-mail";

export interface InvitationDeps {
  db: Kysely<Database>;
  /** Signs the links. */
  secret: string;
  /** The site's origin, for the link in the e-mail. */
  origin: string;
  /** Asks the outbox to deliver now rather than at its next round. */
  deliverSoon: () => void;
}

/** Raised when the address already has a staff account. */
export class AccountExistsError extends ConflictError {
  override name = "AccountExistsError";
}

export interface Invitation {
  id: string;
  email: string;
  name: string;
  role: string;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

const tokenPurpose = "staff-invitation";

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function toInvitation(row: Database["staff_invitation"]): Invitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/**
 * Invites `email` (lower case) and queues the e-mail in the same transaction; replaces an earlier
 * invitation to the address, and its e-mail if still unsent. `actor.name` signs the e-mail.
 */
export async function inviteStaff(
  deps: InvitationDeps,
  input: { email: string; name: string; role: StaffRole },
  actor: StaffActor & { name: string },
  now = new Date(),
): Promise<void> {
  const id = newId();
  const expires = new Date(now.getTime() + invitationHours * 3_600_000);
  const token = signToken(deps.secret, tokenPurpose, { id, exp: expires.getTime() });
  await deps.db.transaction().execute(async (trx) => {
    if (await accountExists(trx, input.email))
      throw new AccountExistsError(`${input.email} already has an account`);
    const earlier = await trx
      .deleteFrom("staff_invitation")
      .where("email", "=", input.email)
      .returning("id")
      .executeTakeFirst();
    if (earlier) await discardMailFor(trx, earlier.id);
    await trx
      .insertInto("staff_invitation")
      .values({
        id,
        email: input.email,
        name: input.name,
        role: input.role,
        token_hash: tokenHash(token),
        invited_by: actor.email,
        created_at: now.toISOString(),
        expires_at: expires.toISOString(),
      })
      .execute();
    await enqueueMail(
      trx,
      {
        kind: "staff-invitation",
        ref: id,
        message: invitationMessage(deps.origin, input, token, actor.name),
      },
      now,
    );
    await recordAudit(
      trx,
      {
        action: "invitation-send",
        actor: actor.email,
        subject: input.email,
        detail: { role: input.role, ...(earlier ? { replaced: true } : {}) },
        ip: actor.ip,
      },
      now,
    );
  });
  deps.deliverSoon();
}

/** Withdraws an invitation: its link stops working and its e-mail, if still unsent, is not sent. */
export async function revokeInvitation(
  db: Kysely<Database>,
  id: string,
  actor: StaffActor,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("staff_invitation")
      .where("id", "=", id)
      .returning("email")
      .executeTakeFirst();
    if (!row) throw new NotFoundError(`No invitation ${id}`);
    await discardMailFor(trx, id);
    await recordAudit(
      trx,
      { action: "invitation-revoke", actor: actor.email, subject: row.email, ip: actor.ip },
      now,
    );
  });
}

/** Every invitation not yet accepted or withdrawn, the newest first (expired ones too). */
export async function listInvitations(db: Kysely<Database>): Promise<Invitation[]> {
  const rows = await db
    .selectFrom("staff_invitation")
    .selectAll()
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(toInvitation);
}

/**
 * What a link opens: an open invitation, or why not. `invalid`: not a link this site made;
 * `expired`: made, but its time is over; `used`: accepted, withdrawn or replaced since.
 */
export type InvitationLink =
  | { state: "open"; invitation: Invitation & { role: StaffRole } }
  | { state: "invalid" | "expired" | "used" };

export async function readInvitation(
  db: Kysely<Database>,
  secret: string,
  token: string,
  now = new Date(),
): Promise<InvitationLink> {
  const payload = token.length <= 300 ? verifyToken(secret, tokenPurpose, token) : null;
  if (typeof payload?.id !== "string" || typeof payload.exp !== "number")
    return { state: "invalid" };
  if (payload.exp <= now.getTime()) return { state: "expired" };
  const row = await db
    .selectFrom("staff_invitation")
    .selectAll()
    .where("id", "=", payload.id)
    .where("token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row || !isStaffRole(row.role)) return { state: "used" };
  if (row.expires_at <= now.toISOString()) return { state: "expired" };
  return { state: "open", invitation: { ...toInvitation(row), role: row.role } };
}

export type AcceptOutcome =
  | { state: "accepted"; email: string }
  | { state: "invalid" | "expired" | "used" | "account-exists" }
  | { state: "weak-password"; problem: PasswordProblem };

/**
 * Creates the invited account with the password the invitee chose. The invitation is taken in one
 * statement that deletes it, so of two requests with the same link only one creates an account.
 */
export async function acceptInvitation(
  auth: Auth,
  db: Kysely<Database>,
  secret: string,
  input: { token: string; name: string; password: string; ip: string },
  now = new Date(),
): Promise<AcceptOutcome> {
  const link = await readInvitation(db, secret, input.token, now);
  if (link.state !== "open") return link;
  const { invitation } = link;
  const problem = passwordProblem(input.password, [invitation.email, input.name]);
  if (problem) return { state: "weak-password", problem };
  const taken = await db
    .deleteFrom("staff_invitation")
    .where("id", "=", invitation.id)
    .where("token_hash", "=", tokenHash(input.token))
    .returning("id")
    .executeTakeFirst();
  if (!taken) return { state: "used" };
  // An account made for the address meanwhile (with `npm run admin:create`) is not replaced.
  if (await accountExists(db, invitation.email)) return { state: "account-exists" };
  await addStaffAccount(auth, {
    email: invitation.email,
    name: input.name,
    role: invitation.role,
    password: input.password,
  });
  await recordAudit(
    db,
    {
      action: "invitation-accept",
      actor: invitation.email,
      subject: invitation.email,
      detail: { role: invitation.role, invitedBy: invitation.invitedBy },
      ip: input.ip,
    },
    now,
  );
  return { state: "accepted", email: invitation.email };
}
