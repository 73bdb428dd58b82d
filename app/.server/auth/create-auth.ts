/** better-auth over our own database: e-mail and password, sessions stored in the database. */
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { sql } from "kysely";
import type { DatabaseHandle } from "../db/create-database";
import { maxPasswordLength, minPasswordLength } from "./password-policy";
import { authCookiePrefix } from "./session-cookie";
import { isDisabled } from "./staff-accounts";
import type { SessionLifetime } from "./sessions";
import { resetLinkMinutes, type StaffMail } from "./staff-mail";

type StaffUser = { id: string; email: string; name: string };

export interface AuthOptions {
  handle: DatabaseHandle;
  secret: string;
  /** The site's public origin; https turns on Secure cookies. */
  publicUrl?: string;
  /** Mail about an account's password; without it, nobody can ask for a new password. */
  mail?: StaffMail;
  /** Unset: 30 minutes idle, 8 hours in all. */
  sessionLifetime?: SessionLifetime;
}

const defaultLifetime: SessionLifetime = { idleMinutes: 30, maxHours: 8 };

function authConfig({
  handle,
  secret,
  publicUrl,
  mail,
  sessionLifetime = defaultLifetime,
}: AuthOptions) {
  return {
    appName: "BGL Group",
    secret,
    baseURL: publicUrl ?? "http://localhost",
    database: { db: handle.db, type: handle.engine },
    emailAndPassword: {
      enabled: true,
      // Administrators are created by `npm run admin:create` or ADMIN_EMAIL at start-up only.
      disableSignUp: true,
      minPasswordLength,
      maxPasswordLength,
      // A forgotten password: a single-use link by e-mail; setting the new one ends every
      // session of the account and tells its owner.
      resetPasswordTokenExpiresIn: resetLinkMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      ...(mail
        ? {
            sendResetPassword: ({ user, token }: { user: StaffUser; token: string }) =>
              mail.resetLink(user, token),
            onPasswordReset: ({ user }: { user: StaffUser }) => mail.passwordChanged(user),
          }
        : {}),
    },
    user: {
      additionalFields: {
        // Set by administrators and the command line only, never by the account's owner.
        role: { type: "string" as const, required: true, defaultValue: "editor", input: false },
        // Set on the staff page by administrators: a disabled account keeps its history but
        // cannot sign in, and its sessions are refused.
        disabled: { type: "boolean" as const, required: true, defaultValue: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account starts no session, whatever the password: sign-in fails as if the
          // password were wrong, so the page tells a stranger nothing about the account.
          before: async ({ userId }: { userId: string }) =>
            (await isDisabled(handle.db, userId)) ? false : undefined,
        },
      },
    },
    session: {
      // When the session's second factor was checked: until then it opens only the pages that
      // ask for the code, and it is replaced by a new session when the code is accepted.
      additionalFields: {
        secondFactorAt: { type: "date" as const, required: false, input: false },
      },
      // Our guard ends sessions at their idle and absolute limits (sessions.ts), and says why;
      // better-auth's own expiry, an hour past the absolute limit, is only the backstop. Its
      // sliding refresh is off: it would push the expiry on and on.
      expiresIn: sessionLifetime.maxHours * 3600 + 3600,
      disableSessionRefresh: true,
    },
    // Sign-in limits are ours (sign-in-limits.ts: recorded in the database and audited).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: publicUrl?.startsWith("https:") ?? false,
      cookiePrefix: authCookiePrefix,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" as const, path: "/" },
    },
  };
}

export function createAuth(options: AuthOptions) {
  return betterAuth(authConfig(options));
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates better-auth's tables (user, session, account, verification). */
export async function migrateAuth(options: AuthOptions): Promise<void> {
  const { toBeAdded, runMigrations } = await getMigrations(authConfig(options));
  const addingRoles = toBeAdded.some(
    (change) => change.table === "user" && "role" in change.fields,
  );
  await runMigrations();
  // Accounts from before roles existed could do everything: they become administrators (new
  // accounts get the least powerful role unless told otherwise).
  if (addingRoles) await sql`update "user" set role = 'administrator'`.execute(options.handle.db);
}
