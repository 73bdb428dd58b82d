/**
 * The staff forms' rules, shared by the pages and the server: inviting someone (name, address,
 * role) and accepting an invitation (name and password; the password policy itself is checked on
 * the server, see auth/password-policy).
 */
import { z } from "zod";
import { adminMessages as m } from "~/i18n/admin-messages";
import { staffRoles } from "./staff-roles";

const personName = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(100, "Use at most 100 characters.")
    .refine((value) => !/\p{Cc}/u.test(value), "Remove the control characters from this name.");

export const invitationSchema = z.object({
  name: personName(m.staff.nameRequired),
  email: z.email(m.staff.emailInvalid).max(254, m.staff.emailInvalid),
  role: z.enum(staffRoles, { error: m.staff.roleInvalid }),
});

export type InvitationValues = ReturnType<typeof readInvitationForm>;

/** The invitation form's fields as the schema reads them; the address in lower case. */
export function readInvitationForm(form: FormData) {
  return {
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? "")
      .trim()
      .toLowerCase(),
    role: String(form.get("role") ?? ""),
  };
}

export const acceptInvitationSchema = z
  .object({
    name: personName(m.invitation.nameRequired),
    password: z.string().min(1, m.invitation.passwordRequired).max(1024),
    repeat: z.string().max(1024),
  })
  .refine((values) => values.password === values.repeat, {
    path: ["repeat"],
    message: m.invitation.mismatch,
  });

export function readAcceptInvitationForm(form: FormData) {
  return {
    name: String(form.get("name") ?? ""),
    password: String(form.get("password") ?? ""),
    repeat: String(form.get("repeat") ?? ""),
  };
}
