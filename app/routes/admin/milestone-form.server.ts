/** Loading and saving the track-record form; the route module stays a thin shell around these. */
import { data, redirect } from "react-router";
import { db } from "~/.server/db/client";
import { businessByKey } from "~/content/businesses";
import { ConflictError, NotFoundError, ValidationError } from "~/.server/errors";
import { validatedForm } from "~/.server/forms/validated-form";
import { notFound } from "~/.server/http-errors";
import { log } from "~/.server/log";
import {
  createMilestone,
  getMilestone,
  updateMilestone,
  type MilestoneActor,
} from "~/.server/milestones/repository";
import { adminMessages as m } from "~/i18n/admin-messages";
import { locales } from "~/i18n/locales";
import {
  milestoneBusinesses,
  milestoneCurrencies,
  milestoneFormSchema,
  readMilestoneForm,
  type MilestoneTextValues,
} from "~/lib/milestone-schema";

const emptyText: MilestoneTextValues = { heading: "", text: "", role: "" };

/** The choices of the form's selects, sent from here so the schema stays out of the browser. */
const choices = {
  businesses: milestoneBusinesses.map((key): [string, string] => [key, businessByKey(key).name]),
  currencies: milestoneCurrencies.map((code): [string, string] => [
    code,
    m.milestones.currencies[code],
  ]),
};

export async function loadMilestoneForm(id: string | undefined) {
  if (!id) {
    return {
      ...choices,
      item: null,
      values: {
        business: milestoneBusinesses[0] as string,
        amount: "",
        currency: "NGN",
        ongoing: false,
        year: "",
        imageUrl: "",
        version: 0,
        texts: Object.fromEntries(locales.map((locale) => [locale, emptyText])),
      },
    };
  }
  try {
    const record = await getMilestone(db, id);
    return {
      ...choices,
      item: { id: record.id, heading: record.texts.en?.heading ?? "" },
      values: {
        business: record.business as string,
        amount: record.amount === null ? "" : String(record.amount),
        currency: record.currency ?? "NGN",
        ongoing: record.ongoing,
        year: record.year === null ? "" : String(record.year),
        imageUrl: record.imageUrl ?? "",
        version: record.version,
        texts: Object.fromEntries(
          locales.map((locale) => [locale, record.texts[locale] ?? emptyText]),
        ),
      },
    };
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

const noFieldErrors: Record<string, string> = {};

type TypedValues = ReturnType<typeof readMilestoneForm>;

/** The form again with its message, the fields at fault and what was typed (kept without JavaScript too). */
function failed(
  formError: string,
  fieldErrors: Record<string, string>,
  values: TypedValues,
  status: number,
) {
  return data({ formError, fieldErrors, values, conflict: status === 409 }, { status });
}

export async function saveMilestoneForm(
  request: Request,
  id: string | undefined,
  actor: MilestoneActor,
) {
  const checked = await validatedForm(request, milestoneFormSchema, readMilestoneForm);
  if (!checked.ok) return failed(m.form.fixErrors, checked.fieldErrors, checked.values, 400);
  const { version, ...input } = checked.data;
  try {
    if (id) await updateMilestone(db, id, version ?? 0, input, { actor });
    else await createMilestone(db, input, { actor });
  } catch (error) {
    if (error instanceof ConflictError)
      return failed(m.milestones.conflict, noFieldErrors, checked.values, 409);
    if (error instanceof NotFoundError) notFound();
    if (error instanceof ValidationError) {
      const fieldErrors = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([key, list]) => [key, list[0] ?? ""]),
      );
      return failed(m.form.fixErrors, fieldErrors, checked.values, 400);
    }
    log.error({ err: error }, "admin: saving a track-record entry failed");
    return failed(m.milestones.error, noFieldErrors, checked.values, 500);
  }
  return redirect("/admin/milestones?notice=saved");
}
