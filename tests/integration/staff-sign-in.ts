/**
 * A staff sign-in as the site completes it, for tests of what comes after: the password through
 * better-auth, then the session replaced as when the second factor is accepted. Returns request
 * headers carrying the signed-in session's cookie.
 */
import type { Kysely } from "kysely";
import type { Auth } from "~/.server/auth/create-auth";
import {
  checkSession,
  replaceVerifiedSession,
  type SessionLifetime,
} from "~/.server/auth/sessions";
import type { Database } from "~/.server/db/schema";

export async function signInBothSteps(
  auth: Auth,
  db: Kysely<Database>,
  lifetime: SessionLifetime,
  account: { email: string; password: string },
): Promise<Headers> {
  const result = await auth.api.signInEmail({ body: account, returnHeaders: true });
  const pendingCookie = (result.headers.get("set-cookie") ?? "").split(";")[0]!;
  const pending = await checkSession(auth, db, new Headers({ cookie: pendingCookie }), lifetime);
  if (pending.state !== "second-factor")
    throw new Error(`Expected the second step of sign-in, got ${pending.state}`);
  const set = await replaceVerifiedSession(auth, pending.token, pending.admin.id, {
    ip: "198.51.100.7",
    userAgent: "test",
  });
  if (!set) throw new Error("The account is disabled");
  return new Headers({ cookie: (set.get("set-cookie") ?? "").split(";")[0]! });
}
