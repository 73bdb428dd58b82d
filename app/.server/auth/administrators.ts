/** Creating staff accounts (there is no public sign-up) and counting them. */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { z } from "zod";
import { recordAudit } from "../audit";
import type { Database } from "../db/schema";
import type { StaffRole } from "~/lib/staff-roles";
import { ValidationError } from "../errors";
import type { Auth } from "./create-auth";
import { passwordMessages, passwordProblem } from "./password-policy";
import { removeSecondFactor } from "./second-factor";

const emailSchema = z.email("Enter a valid e-mail address").max(254);

export async function countAdministrators(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ n: string | number }>`select count(*) as n from "user"`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Creates a staff account (an administrator unless told otherwise), or sets a new password, and
 * the role when one is given, when the address already has an account. A new password ends every
 * session of the account: whoever held one (a stolen cookie, a forgotten laptop) must sign in
 * with the new password. It also removes the account's second factor, so this command is also
 * the way back in for someone who lost both their phone and their recovery codes: they set up an
 * authenticator app again at their next sign-in, like a new account does.
 */
export async function createAdministrator(
  auth: Auth,
  db: Kysely<Database>,
  input: { email: string; password: string; name?: string; role?: StaffRole },
): Promise<{ created: boolean; email: string }> {
  const email = emailSchema.safeParse(input.email.trim().toLowerCase());
  if (!email.success)
    throw new ValidationError("Enter a valid e-mail address", { email: ["Invalid"] });
  const problem = passwordProblem(input.password, [email.data]);
  if (problem)
    throw new ValidationError(passwordMessages[problem], { password: [passwordMessages[problem]] });

  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(email.data, { includeAccounts: true });
  if (existing) {
    const hash = await ctx.password.hash(input.password);
    const hasPassword = existing.accounts.some((account) => account.providerId === "credential");
    if (hasPassword) await ctx.internalAdapter.updatePassword(existing.user.id, hash);
    else {
      await ctx.internalAdapter.linkAccount({
        userId: existing.user.id,
        providerId: "credential",
        accountId: existing.user.id,
        password: hash,
      });
    }
    if (input.role) await ctx.internalAdapter.updateUser(existing.user.id, { role: input.role });
    const sessions = await ctx.internalAdapter.listSessions(existing.user.id);
    await ctx.internalAdapter.deleteUserSessions(existing.user.id);
    await removeSecondFactor(db, existing.user.id);
    await recordAudit(db, {
      action: "admin-create",
      actor: null,
      subject: email.data,
      detail: {
        passwordReset: true,
        secondFactorReset: true,
        sessionsEnded: sessions.length,
        ...(input.role ? { role: input.role } : {}),
      },
    });
    return { created: false, email: email.data };
  }
  await addStaffAccount(auth, {
    email: email.data,
    name: input.name?.trim() || email.data.split("@")[0] || email.data,
    role: input.role ?? "administrator",
    password: input.password,
  });
  await recordAudit(db, {
    action: "admin-create",
    actor: null,
    subject: email.data,
    detail: { role: input.role ?? "administrator" },
  });
  return { created: true, email: email.data };
}

/**
 * Adds an account that signs in with `password`, already checked against the password policy
 * (by the command line, or by an invitation's page).
 */
export async function addStaffAccount(
  auth: Auth,
  account: { email: string; name: string; role: StaffRole; password: string },
): Promise<void> {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    { email: account.email, name: account.name, emailVerified: true, role: account.role },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(account.password),
  });
}
