/**
 * The contacts settings' forms: saving the phones, e-mails, hours and social links; adding,
 * changing, moving and removing offices. Each is checked (field errors, 400), guarded by the edit
 * version (409 when someone else saved first), audited, then answered with a redirect back to the
 * settings page, so a reload never posts twice.
 */
import { data, redirect } from "react-router";
import { recordAudit } from "~/.server/audit";
import type { Administrator } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { ConflictError, NotFoundError } from "~/.server/errors";
import { validatedForm } from "~/.server/forms/validated-form";
import { notFound } from "~/.server/http-errors";
import {
  contactSettingsSchema,
  officeSchema,
  readContactSettingsForm,
  readOfficeForm,
} from "~/.server/site-contacts/schema";
import {
  createOffice,
  LastOfficeError,
  moveOffice,
  removeOffice,
  saveContactSettings,
  updateOffice,
} from "~/.server/site-contacts/store";
import { adminMessages as m } from "~/i18n/admin-messages";

interface Actor {
  admin: Administrator;
  ip: string;
}

const settingsPath = "/admin/settings/contacts";

function failed(formError: string, status: number, fieldErrors: Record<string, string> = {}) {
  return data({ formError, fieldErrors, values: null }, { status });
}

/** The one answer to a version conflict, a missing office or the last office, for every form. */
function refusal(error: unknown) {
  if (error instanceof ConflictError) return failed(m.contacts.conflict, 409);
  if (error instanceof LastOfficeError) return failed(m.contacts.lastOffice, 409);
  if (error instanceof NotFoundError) notFound();
  throw error;
}

/** The settings page's forms: `save` (phones, hours, links), `move` and `remove` (an office). */
export async function changeContacts(request: Request, actor: Actor) {
  const checked = await validatedForm(request, contactSettingsSchema, readContactSettingsForm);
  const { form } = checked;
  const intent = form.get("intent");
  const audit = { actor: actor.admin.email, ip: actor.ip };
  try {
    if (intent === "move" || intent === "remove") {
      const key = String(form.get("key") ?? "");
      const version = Number(form.get("version"));
      if (!Number.isInteger(version)) return failed(m.contacts.conflict, 409);
      if (intent === "remove") {
        const office = await removeOffice(db, key, version);
        await recordAudit(db, {
          action: "office-remove",
          ...audit,
          subject: key,
          detail: { name: office.name },
        });
        return redirect(`${settingsPath}?notice=removed`);
      }
      const direction = form.get("direction") === "up" ? "up" : "down";
      if (await moveOffice(db, key, direction, version))
        await recordAudit(db, {
          action: "office-move",
          ...audit,
          subject: key,
          detail: { direction },
        });
      return redirect(`${settingsPath}?notice=moved#office-${key}`);
    }
    if (!checked.ok)
      return data(
        {
          formError: m.contacts.fixErrors,
          fieldErrors: checked.fieldErrors,
          values: checked.values,
        },
        { status: 400 },
      );
    await saveContactSettings(db, checked.data);
    await recordAudit(db, {
      action: "site-contacts-update",
      ...audit,
      detail: {
        contacts: Object.fromEntries(
          Object.entries(checked.data.contacts).map(([key, line]) => [key, line.phone]),
        ),
        hours: checked.data.hours,
        social: Object.keys(checked.data.social).filter(
          (network) => checked.data.social[network as keyof typeof checked.data.social],
        ),
      },
    });
    return redirect(`${settingsPath}?notice=saved`);
  } catch (error) {
    return refusal(error);
  }
}

/** The office form: adds an office (no key) or changes one. */
export async function saveOffice(request: Request, key: string | undefined, actor: Actor) {
  const checked = await validatedForm(request, officeSchema, readOfficeForm);
  if (!checked.ok)
    return data(
      { formError: m.contacts.fixErrors, fieldErrors: checked.fieldErrors, values: checked.values },
      { status: 400 },
    );
  const audit = { actor: actor.admin.email, ip: actor.ip };
  try {
    if (key === undefined) {
      const created = await createOffice(db, checked.data);
      await recordAudit(db, {
        action: "office-create",
        ...audit,
        subject: created,
        detail: { name: checked.data.name },
      });
      return redirect(`${settingsPath}?notice=office-created#office-${created}`);
    }
    await updateOffice(db, key, checked.data);
    await recordAudit(db, {
      action: "office-update",
      ...audit,
      subject: key,
      detail: { name: checked.data.name },
    });
    return redirect(`${settingsPath}?notice=office-saved#office-${key}`);
  } catch (error) {
    return refusal(error);
  }
}
