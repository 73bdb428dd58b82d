/**
 * What a staff account may do. An administrator runs the site and its staff; an editor writes news
 * and the site's content; a compliance reviewer reads what is submitted and decides on it. Shared
 * by the server (access checks) and the admin screens (what to offer).
 */
export const staffRoles = ["administrator", "editor", "reviewer"] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}
