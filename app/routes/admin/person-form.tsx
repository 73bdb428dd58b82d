import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { Field } from "~/components/admin/field";
import { ImageField } from "~/components/admin/image-field";
import { peopleListOrder } from "~/content/people";
import { adminMessages as m } from "~/i18n/admin-messages";
import { localeNames, locales } from "~/i18n/locales";
import { fieldErrors } from "~/lib/field-errors";
import { personFormSchema, readPersonForm } from "~/lib/person-form";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/person-form";
import { loadPersonForm, savePersonForm } from "./person-form.server";

/** `/admin/people/new` adds a person; any other id edits that person. */
function personId(id: string): string | undefined {
  return id === "new" ? undefined : id;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadPersonForm(personId(params.id), new URL(request.url).searchParams.get("list"));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return savePersonForm(request, personId(params.id), {
    admin: context.get(adminContext),
    ip: context.get(requestInfoContext).ip,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.person ? m.people.editTitle : m.people.newTitle} | ${m.brand}` }];
}

export default function PersonForm({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by person so each gets fresh state.
  return (
    <PersonFormBody
      key={loaderData.person?.id ?? "new"}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}

function PersonFormBody({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { person } = loaderData;
  // What was sent comes back with the errors, so nothing typed is lost (with or without JavaScript).
  const values = actionData?.values ?? loaderData.values;
  // The version this editor started from: it must not follow the server after a conflict.
  const [version] = useState(loaderData.values.version);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [uploading, setUploading] = useState(false);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const errors: Record<string, string | undefined> = clientErrors ?? actionData?.fieldErrors ?? {};
  const formError = clientErrors ? m.people.fixErrors : actionData?.formError;

  return (
    <>
      <p>
        <Link to="/admin/people" className="text-sm font-semibold text-main hover:underline">
          {m.people.back}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl text-main">
        {person ? m.people.editTitle : m.people.newTitle}
      </h1>
      {formError ? (
        <div
          role="alert"
          className="mt-6 rounded-md border border-danger/30 bg-danger-50 p-4 text-danger"
        >
          <p className="font-semibold">{formError}</p>
          {actionData?.conflict && person ? (
            <p className="mt-2 text-sm">
              <a href={`/admin/people/${person.id}`} className="font-semibold underline">
                {m.people.reload}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <Form
        method="post"
        noValidate
        className="mt-8 space-y-8"
        onSubmit={(event) => {
          const parsed = personFormSchema.safeParse(
            readPersonForm(new FormData(event.currentTarget)),
          );
          if (parsed.success) setClientErrors(null);
          else {
            event.preventDefault();
            setClientErrors(fieldErrors(parsed.error));
          }
        }}
      >
        <input type="hidden" name="version" value={version ?? ""} />
        <div className="grid gap-6 rounded-xl border border-line bg-white p-5 sm:p-6">
          <div>
            <label htmlFor="list" className="block text-sm font-semibold text-ink">
              {m.people.list}
            </label>
            <select
              id="list"
              name="list"
              defaultValue={values.list}
              aria-invalid={errors.list ? true : undefined}
              aria-describedby={errors.list ? "list-error" : undefined}
              className="mt-2 h-11 w-full rounded-md border border-line bg-white px-3 sm:max-w-md"
            >
              {peopleListOrder.map((list) => (
                <option key={list} value={list}>
                  {m.people.lists[list]}
                </option>
              ))}
            </select>
            {errors.list ? (
              <p id="list-error" className="mt-1 text-sm font-medium text-danger">
                {errors.list}
              </p>
            ) : null}
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              label={m.people.name}
              name="name"
              defaultValue={values.name}
              error={errors.name}
              autoComplete="off"
              required
            />
            <Field
              label={m.people.slug}
              name="slug"
              defaultValue={values.slug}
              error={errors.slug}
              hint={m.people.slugHint}
              autoComplete="off"
            />
          </div>
        </div>

        <ImageField
          defaultUrl={values.imageUrl || null}
          onBusyChange={setUploading}
          label={m.people.portrait}
          hint={m.people.portraitHint}
          aspect="aspect-[5/6]"
          error={errors.imageUrl}
        />

        <section
          aria-labelledby="texts"
          className="rounded-xl border border-line bg-white p-5 sm:p-6"
        >
          <h2 id="texts" className="font-serif text-2xl text-main">
            {m.people.texts}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.people.textsHint}</p>
          <div className="mt-4 divide-y divide-line">
            {locales.map((locale) => {
              const text = values.translations[locale];
              const name = (field: string) => `translations.${locale}.${field}`;
              return (
                <fieldset key={locale} className="grid gap-5 py-6">
                  <legend className="float-left mb-2 w-full text-lg font-semibold text-ink">
                    <span lang={locale}>{localeNames[locale]}</span>
                  </legend>
                  <Field
                    label={m.people.role}
                    name={name("role")}
                    defaultValue={text.role}
                    error={errors[name("role")]}
                    required={locale === "en"}
                    lang={locale}
                  />
                  <Field
                    label={m.people.biography}
                    name={name("biography")}
                    rows={8}
                    defaultValue={text.biography}
                    error={errors[name("biography")]}
                    hint={m.people.biographyHint}
                    required={locale === "en"}
                    lang={locale}
                  />
                  <Field
                    label={m.people.features}
                    name={name("features")}
                    rows={4}
                    defaultValue={text.features}
                    error={errors[name("features")] ?? firstNested(errors, name("features"))}
                    hint={m.people.featuresHint}
                    lang={locale}
                  />
                </fieldset>
              );
            })}
          </div>
        </section>

        <div className="flex gap-3">
          <button
            type="submit"
            disabled={saving || uploading}
            className="h-12 rounded-md bg-main px-8 font-semibold text-white hover:bg-main-700 disabled:opacity-70"
          >
            {saving ? m.people.saving : m.people.save}
          </button>
          <Link
            to="/admin/people"
            className="inline-flex h-12 items-center rounded-md border border-line bg-white px-6 font-semibold text-ink hover:border-main"
          >
            {m.people.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}

/** A feature group's own error (`….features.0.items`) shown on the one textarea they share. */
function firstNested(errors: Record<string, string | undefined>, prefix: string) {
  return Object.entries(errors).find(([key]) => key.startsWith(`${prefix}.`))?.[1];
}
