import { Form, Link, useNavigation } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { contactKeys } from "~/.server/site-contacts/schema";
import { readSiteContacts } from "~/.server/site-contacts/store";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { Field } from "~/components/admin/field";
import { businesses } from "~/content/businesses";
import { adminMessages as m } from "~/i18n/admin-messages";
import { socialNetworks } from "~/lib/site-contacts";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/contacts";
import { changeContacts } from "./contacts.server";

export async function loader({ request }: Route.LoaderArgs) {
  const record = await readSiteContacts(db);
  const names: Record<string, string> = { group: m.contacts.group };
  for (const business of businesses) names[business.key] = business.name;
  return {
    record,
    lines: contactKeys.map((key) => ({ key, name: names[key] ?? key })),
    notice: new URL(request.url).searchParams.get("notice"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return changeContacts(request, {
    admin: context.get(adminContext),
    ip: context.get(requestInfoContext).ip,
  });
}

export function meta() {
  return [{ title: `${m.contacts.title} | ${m.brand}` }];
}

const notices: Record<string, string> = {
  saved: m.contacts.saved,
  moved: m.contacts.moved,
  removed: m.contacts.removed,
  "office-created": m.contacts.officeCreated,
  "office-saved": m.contacts.officeSaved,
};

const sectionClass = "mt-8 rounded-xl border border-line bg-white p-5";
const smallButton =
  "inline-flex h-11 items-center rounded-md border border-line px-3 text-sm font-semibold text-ink hover:border-main disabled:opacity-50";

export default function Contacts({ loaderData, actionData }: Route.ComponentProps) {
  const { record, lines, notice } = loaderData;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  // What was typed when the form came back with errors, else what is saved.
  const typed = actionData?.values;
  const saving = useNavigation().state === "submitting";
  const status = notice ? notices[notice] : undefined;
  const version = String(record.version);
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.contacts.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.contacts.intro}</p>
      {status && !actionData ? (
        <p role="status" className="mt-6 rounded-md bg-main-50 px-4 py-3 text-main">
          {status}
        </p>
      ) : null}
      {actionData?.formError ? (
        <p role="alert" className="mt-6 rounded-md border border-danger px-4 py-3 text-danger">
          {actionData.formError}
        </p>
      ) : null}

      <section aria-labelledby="offices-heading" className={sectionClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="offices-heading" className="text-lg font-semibold text-ink">
            {m.contacts.offices}
          </h2>
          <Link
            to="/admin/settings/contacts/offices/new"
            className="inline-flex h-11 items-center rounded-md bg-main px-4 text-sm font-semibold text-white hover:bg-main-700"
          >
            {m.contacts.addOffice}
          </Link>
        </div>
        <p className="mt-1 text-sm text-muted">{m.contacts.officesIntro}</p>
        <ol className="mt-4 divide-y divide-line">
          {record.offices.map((office, index) => (
            <li
              key={office.key}
              id={`office-${office.key}`}
              className="flex flex-wrap items-start justify-between gap-4 py-4"
            >
              <div>
                <p className="font-semibold text-ink">{office.name}</p>
                <address className="mt-1 text-sm not-italic text-muted">
                  {office.lines.join(", ")}
                </address>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/admin/settings/contacts/offices/${office.key}`}
                  aria-label={m.contacts.editOffice(office.name)}
                  className={smallButton}
                >
                  {m.contacts.edit}
                </Link>
                {(["up", "down"] as const).map((direction) => (
                  <Form key={direction} method="post">
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="key" value={office.key} />
                    <input type="hidden" name="direction" value={direction} />
                    <input type="hidden" name="version" value={version} />
                    <button
                      type="submit"
                      className={smallButton}
                      disabled={
                        direction === "up" ? index === 0 : index === record.offices.length - 1
                      }
                      aria-label={
                        direction === "up"
                          ? m.contacts.moveUpOffice(office.name)
                          : m.contacts.moveDownOffice(office.name)
                      }
                    >
                      {direction === "up" ? m.contacts.moveUp : m.contacts.moveDown}
                    </button>
                  </Form>
                ))}
                {record.offices.length > 1 ? (
                  <ConfirmButton
                    label={m.contacts.remove}
                    accessibleLabel={m.contacts.removeOffice(office.name)}
                    heading={m.contacts.confirmRemove}
                    text={m.contacts.confirmRemoveText}
                    cancelLabel={m.contacts.cancel}
                    action="/admin/settings/contacts"
                    fields={{ intent: "remove", key: office.key, version }}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <Form method="post" className="space-y-8">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={version} />

        <section aria-labelledby="lines-heading" className={sectionClass}>
          <h2 id="lines-heading" className="text-lg font-semibold text-ink">
            {m.contacts.lines}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.contacts.linesIntro}</p>
          <div className="mt-4 space-y-4">
            {lines.map(({ key, name }) => {
              const saved = record.contacts[key];
              const values = typed?.contacts[key] ?? saved;
              return (
                <fieldset
                  key={key}
                  className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-3"
                >
                  <legend className="px-1 text-sm font-semibold text-ink">{name}</legend>
                  <Field
                    label={m.contacts.phone}
                    name={`contacts.${key}.phone`}
                    type="tel"
                    defaultValue={values?.phone}
                    hint={m.contacts.phoneHint}
                    error={errors[`contacts.${key}.phone`]}
                    required
                  />
                  <Field
                    label={m.contacts.phoneDisplay}
                    name={`contacts.${key}.phoneDisplay`}
                    defaultValue={values?.phoneDisplay}
                    hint={m.contacts.phoneDisplayHint}
                    error={errors[`contacts.${key}.phoneDisplay`]}
                    required
                  />
                  <Field
                    label={m.contacts.email}
                    name={`contacts.${key}.email`}
                    type="email"
                    defaultValue={values?.email}
                    error={errors[`contacts.${key}.email`]}
                    required
                  />
                </fieldset>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="hours-heading" className={sectionClass}>
          <h2 id="hours-heading" className="text-lg font-semibold text-ink">
            {m.contacts.hours}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.contacts.hoursIntro}</p>
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold text-ink">{m.contacts.days}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
              {m.contacts.weekdays.map((label, index) => (
                <label key={label} className="inline-flex min-h-11 items-center gap-2 text-ink">
                  <input
                    type="checkbox"
                    name="hours.days"
                    value={index + 1}
                    defaultChecked={(typed?.hours.days ?? record.hours.days).includes(index + 1)}
                    className="size-5 accent-main"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field
              label={m.contacts.opens}
              name="hours.opens"
              type="time"
              defaultValue={typed?.hours.opens ?? record.hours.opens}
              hint={m.contacts.timeHint}
              error={errors["hours.opens"]}
              required
            />
            <Field
              label={m.contacts.closes}
              name="hours.closes"
              type="time"
              defaultValue={typed?.hours.closes ?? record.hours.closes}
              hint={m.contacts.timeHint}
              error={errors["hours.closes"]}
              required
            />
          </div>
        </section>

        <section aria-labelledby="social-heading" className={sectionClass}>
          <h2 id="social-heading" className="text-lg font-semibold text-ink">
            {m.contacts.social}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.contacts.socialIntro}</p>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {socialNetworks.map((network) => (
              <Field
                key={network}
                label={m.contacts.networks[network]}
                name={`social.${network}`}
                type="url"
                defaultValue={typed?.social[network] ?? record.social[network] ?? ""}
                error={errors[`social.${network}`]}
              />
            ))}
          </div>
        </section>

        <button
          type="submit"
          disabled={saving}
          className="inline-flex h-11 items-center rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700 disabled:opacity-60"
        >
          {saving ? m.contacts.saving : m.contacts.save}
        </button>
      </Form>
    </>
  );
}
