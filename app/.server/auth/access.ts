/**
 * Which staff roles may use each admin page: to read it (GET) and to change something through it
 * (any other method). The admin layout checks every request below it against this table before
 * any loader or action runs and sends a refused request to /admin/forbidden, which answers 403.
 * A page missing from the table is refused to everyone, so a new page is closed until someone
 * decides who may use it.
 */
import type { StaffRole } from "~/lib/staff-roles";

interface Access {
  view: readonly StaffRole[];
  /** Who may post to the page. Absent when the page has no action (the router answers 405). */
  change?: readonly StaffRole[];
}

const everyone = ["administrator", "editor", "reviewer"] as const;
const writers = ["administrator", "editor"] as const;
const administrators = ["administrator"] as const;
/** Who decides on a request for publication (never on their own save: app/lib/news-review.ts). */
const deciders = ["administrator", "reviewer"] as const;

/** Keyed by the route's path pattern, as React Router reports it to middleware. */
export const adminAccess: Record<string, Access> = {
  "/admin": { view: everyone },
  "/admin/dashboard": { view: everyone, change: writers },
  "/admin/forbidden": { view: everyone },
  "/admin/news/new": { view: writers, change: writers },
  "/admin/news/edit/:id": { view: everyone, change: writers },
  "/admin/news/:id/preview-link": { view: everyone, change: everyone },
  "/admin/news/:id/revisions": { view: everyone },
  "/admin/news/:id/revisions/:number": { view: everyone, change: writers },
  "/admin/news/:id/review": { view: everyone, change: deciders },
  "/admin/approvals": { view: deciders },
  // Only takes POST: reading it answers 405 to anyone, signed in or not.
  "/admin/uploads": { view: everyone, change: writers },
  "/admin/milestones": { view: everyone, change: writers },
  "/admin/milestones/new": { view: writers, change: writers },
  "/admin/milestones/:id": { view: everyone, change: writers },
  "/admin/media": { view: writers, change: writers },
  "/admin/media/:id": { view: writers, change: writers },
  "/admin/people": { view: writers, change: writers },
  "/admin/people/:id": { view: writers, change: writers },
  "/admin/messages": { view: administrators },
  "/admin/messages/:id": { view: administrators, change: administrators },
  "/admin/subscribers": { view: administrators, change: administrators },
  "/admin/subscribers.csv": { view: administrators },
  "/admin/mail": { view: administrators, change: administrators },
  "/admin/settings/contacts": { view: administrators, change: administrators },
  "/admin/settings/publishing": { view: administrators, change: administrators },
  "/admin/settings/contacts/offices/new": { view: administrators, change: administrators },
  "/admin/settings/contacts/offices/:key": { view: administrators, change: administrators },
  "/admin/account/two-factor": { view: everyone, change: everyone },
  "/admin/audit": { view: ["administrator", "reviewer"] },
  "/admin/audit.csv": { view: ["administrator", "reviewer"] },
  "/admin/staff": { view: administrators, change: administrators },
  "/admin/account/sessions": { view: everyone, change: everyone },
};

/**
 * Whether `role` may make a request with `method` to the page at `pattern` (the router reports
 * patterns without their leading slash; both forms are accepted).
 */
export function mayUse(pattern: string, method: string, role: StaffRole): boolean {
  const access = adminAccess[pattern.startsWith("/") ? pattern : `/${pattern}`];
  if (!access) return false;
  const reading = method === "GET" || method === "HEAD";
  const allowed = reading ? access.view : (access.change ?? access.view);
  return allowed.includes(role);
}
