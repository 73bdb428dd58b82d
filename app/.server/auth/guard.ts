/** The admin guard and the mutation checks: one call at the top of every admin loader and action. */
import { createContext, data, redirect } from "react-router";
import { getEnv } from "../env";
import { getAuth } from "./auth";

export interface Administrator {
  id: string;
  email: string;
  name: string;
}

/** Set by the admin layout's middleware for every admin loader and action below it. */
export const adminContext = createContext<Administrator>();

/** The signed-in administrator, if any. */
export async function getAdmin(request: Request): Promise<Administrator | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  return session
    ? { id: session.user.id, email: session.user.email, name: session.user.name }
    : null;
}

/** The signed-in administrator, or a redirect to the login page that comes back here after. */
export async function requireAdmin(request: Request): Promise<Administrator> {
  const admin = await getAdmin(request);
  if (!admin) {
    const url = new URL(request.url);
    const back = url.pathname + url.search;
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(back)}`);
  }
  return admin;
}

/** Whether a state-changing request comes from this site (by its Origin, else its Referer). */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin") ?? refererOrigin(request.headers.get("referer"));
  return origin === allowedOrigin(request);
}

/** Refuses a state-changing request from anywhere but this site. */
export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) {
    throw data({ message: "This request did not come from this site." }, { status: 403 });
  }
}

function allowedOrigin(request: Request): string {
  const publicUrl = getEnv().PUBLIC_URL;
  return publicUrl ? new URL(publicUrl).origin : new URL(request.url).origin;
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** A same-site path to return to after sign-in; anything else goes to the dashboard. */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return "/admin/dashboard";
  }
  return value.startsWith("/admin/login") ? "/admin/dashboard" : value;
}
