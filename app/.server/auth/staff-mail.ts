/**
 * E-mail to staff about their own account: the invitation to one, the link to set a new
 * password, and the notice that it was changed (so an owner who did not ask learns of it at
 * once). Sent through the outbox.
 */
import type { Kysely } from "kysely";
import { adminMessages as m } from "~/i18n/admin-messages";
import { isStaffRole } from "~/lib/staff-roles";
import type { Database } from "../db/schema";
import type { MailMessage } from "../mail/mailer";
import { enqueueMail } from "../mail/outbox";

export interface StaffMail {
  resetLink: (user: { id: string; email: string; name: string }, token: string) => Promise<void>;
  passwordChanged: (user: { id: string; email: string; name: string }) => Promise<void>;
}

/** How long a link to set a new password works. */
export const resetLinkMinutes = 30;

/** How long the link in an invitation works. */
export const invitationHours = 72;

/**
 * The invitation e-mail, for the caller to queue in the transaction that stores the invitation;
 * `inviter` is the administrator's name as the invitee will know it.
 */
export function invitationMessage(
  origin: string,
  invitation: { email: string; name: string; role: string },
  token: string,
  inviter: string,
): MailMessage {
  const link = `${origin}/admin/invitation?token=${encodeURIComponent(token)}`;
  const role = isStaffRole(invitation.role) ? m.roles[invitation.role] : invitation.role;
  return {
    to: invitation.email,
    subject: m.invitation.mailSubject,
    text: m.invitation.mailText(invitation.name, inviter, role, link, invitationHours),
  };
}

export function staffMail(
  db: Kysely<Database>,
  origin: string,
  deliverSoon: () => void,
): StaffMail {
  return {
    async resetLink(user, token) {
      const link = `${origin}/admin/reset-password?token=${encodeURIComponent(token)}`;
      await enqueueMail(db, {
        kind: "password-reset",
        ref: user.id,
        message: {
          to: user.email,
          subject: m.reset.mailSubject,
          text: m.reset.mailText(user.name, link, resetLinkMinutes),
        },
      });
      deliverSoon();
    },
    async passwordChanged(user) {
      await enqueueMail(db, {
        kind: "password-changed",
        ref: user.id,
        message: {
          to: user.email,
          subject: m.reset.changedSubject,
          text: m.reset.changedText(user.name, `${origin}/admin/forgot-password`),
        },
      });
      deliverSoon();
    },
  };
}
