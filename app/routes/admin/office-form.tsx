import { Form, Link, useNavigation } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { notFound } from "~/.server/http-errors";
import { readSiteContacts } from "~/.server/site-contacts/store";
import { Field } from "~/components/admin/field";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/office-form";
import { saveOffice } from "./contacts.server";

/** Adds an office (`/admin/settings/contacts/offices/new`) or changes one (`…/offices/{key}`). */
export async function loader({ params }: Route.LoaderArgs) {
  const record = await readSiteContacts(db);
  const office = params.key ? record.offices.find((item) => item.key === params.key) : null;
  if (office === undefined) notFound();
  return { office, version: record.version };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveOffice(request, params.key, {
    admin: context.get(adminContext),
    ip: context.get(requestInfoContext).ip,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.office?.name ?? m.contacts.newOffice} | ${m.brand}` }];
}

export default function OfficeForm({ loaderData, actionData }: Route.ComponentProps) {
  const { office, version } = loaderData;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const typed = actionData?.values;
  const saving = useNavigation().state === "submitting";
  const value = (name: string, saved: string | number | undefined) =>
    typed?.[name] ?? (saved === undefined ? "" : String(saved));
  return (
    <article>
      <Link
        to="/admin/settings/contacts"
        className="inline-flex h-11 items-center font-semibold text-main hover:underline"
      >
        ← {m.contacts.back}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-main">
        {office ? m.contacts.editOffice(office.name) : m.contacts.newOffice}
      </h1>
      {actionData?.formError ? (
        <p role="alert" className="mt-6 rounded-md border border-danger px-4 py-3 text-danger">
          {actionData.formError}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-6">
        <input type="hidden" name="version" value={version} />
        <div className="space-y-4 rounded-xl border border-line bg-white p-5">
          <Field
            label={m.contacts.officeName}
            name="name"
            defaultValue={value("name", office?.name)}
            hint={m.contacts.officeNameHint}
            error={errors.name}
            required
          />
          <Field
            label={m.contacts.address}
            name="lines"
            rows={4}
            defaultValue={value("lines", office?.lines.join("\n"))}
            hint={m.contacts.addressHint}
            error={errors.lines}
            required
          />
        </div>
        <fieldset className="grid gap-4 rounded-xl border border-line bg-white p-5 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-ink">{m.contacts.postal}</legend>
          <Field
            label={m.contacts.street}
            name="street"
            defaultValue={value("street", office?.postal.street)}
            error={errors.street}
            required
          />
          <Field
            label={m.contacts.locality}
            name="locality"
            defaultValue={value("locality", office?.postal.locality)}
            error={errors.locality}
            required
          />
          <Field
            label={m.contacts.region}
            name="region"
            defaultValue={value("region", office?.postal.region)}
            error={errors.region}
            required
          />
          <Field
            label={m.contacts.country}
            name="country"
            defaultValue={value("country", office?.postal.country)}
            hint={m.contacts.countryHint}
            error={errors.country}
            required
          />
          <Field
            label={m.contacts.latitude}
            name="latitude"
            defaultValue={value("latitude", office?.coordinates.lat)}
            hint={m.contacts.coordinatesHint}
            error={errors.latitude}
            required
          />
          <Field
            label={m.contacts.longitude}
            name="longitude"
            defaultValue={value("longitude", office?.coordinates.lon)}
            hint={m.contacts.coordinatesHint}
            error={errors.longitude}
            required
          />
        </fieldset>
        <button
          type="submit"
          disabled={saving}
          className="inline-flex h-11 items-center rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700 disabled:opacity-60"
        >
          {saving ? m.contacts.saving : m.contacts.saveOffice}
        </button>
      </Form>
    </article>
  );
}
