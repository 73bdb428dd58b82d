/** The admin guard: the admin layout's middleware and the signed-in administrator. */
import { createContext, redirect } from "react-router";
import { db } from "../db/client";
import { authOptions, getAuth } from "./auth";
import { requestedPage } from "./return-path";
import { checkSession, type Administrator, type SessionState } from "./sessions";

export type { Administrator };

/** Set by the admin layout's middleware for every admin loader and action below it. */
export const adminContext = createContext<Administrator>();

/** The request's session, checked against its idle and absolute lifetimes. */
export async function adminSession(request: Request): Promise<SessionState> {
  return checkSession(await getAuth(), db, request.headers, authOptions.sessionLifetime);
}

/** The signed-in staff member, if any. */
export async function getAdmin(request: Request): Promise<Administrator | null> {
  const session = await adminSession(request);
  return session.state === "active" ? session.admin : null;
}

/**
 * The signed-in staff member, or a redirect to the sign-in step still to do, which comes back
 * here after; when
 * the session has just ended, the login page says so and the cookie is cleared.
 */
export async function requireAdmin(request: Request): Promise<Administrator> {
  const session = await adminSession(request);
  if (session.state === "active") return session.admin;
  const here = requestedPage(request);
  // The password was given but not yet the code: back to the step that asks for it.
  if (session.state === "second-factor")
    throw redirect(`/admin/two-factor?${new URLSearchParams({ redirectTo: here })}`);
  const login = new URLSearchParams({ redirectTo: here });
  if (session.state === "ended") login.set("ended", "1");
  throw redirect(`/admin/login?${login}`, {
    headers: session.state === "ended" ? session.headers : undefined,
  });
}
