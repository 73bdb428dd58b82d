/** The admin guard: the admin layout's middleware and the signed-in administrator. */
import { createContext, redirect } from "react-router";
import { isStaffRole, type StaffRole } from "~/lib/staff-roles";
import { getAuth } from "./auth";

/** The signed-in staff member: every staff account has one role. */
export interface Administrator {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** Set by the admin layout's middleware for every admin loader and action below it. */
export const adminContext = createContext<Administrator>();

/** The signed-in administrator, if any. */
export async function getAdmin(request: Request): Promise<Administrator | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, email, name, role } = session.user;
  // An account whose role is unknown to this version of the site may do nothing.
  return isStaffRole(role) ? { id, email, name, role } : null;
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
