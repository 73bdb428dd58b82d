/**
 * The app's one auth instance, on the app's one database. The auth library is loaded on first use
 * (a staff sign-in or session check), so a server that only serves public pages never holds it.
 */
import { database } from "../db/client";
import { getEnv } from "../env";
import type { Auth } from "./create-auth";
import { linkOrigin } from "../link-origin";
import { deliverSoon } from "../mail/app-mailer";
import { loadSessionSecret } from "./session-secret";
import { staffMail } from "./staff-mail";

const env = getEnv();

export const authOptions = {
  handle: database,
  secret: loadSessionSecret(env.SESSION_SECRET, env.dataDir),
  publicUrl: env.PUBLIC_URL,
  mail: staffMail(database.db, linkOrigin(env), deliverSoon),
  sessionLifetime: { idleMinutes: env.SESSION_IDLE_MINUTES, maxHours: env.SESSION_MAX_HOURS },
};

let auth: Promise<Auth> | undefined;

export function getAuth(): Promise<Auth> {
  auth ??= import("./create-auth").then(({ createAuth }) => createAuth(authOptions));
  return auth;
}
