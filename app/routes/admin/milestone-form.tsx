import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { Field } from "~/components/admin/field";
import { ImageField } from "~/components/admin/image-field";
import { adminMessages as m } from "~/i18n/admin-messages";
import { localeNames, localeTags, locales } from "~/i18n/locales";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/milestone-form";
import { loadMilestoneForm, saveMilestoneForm } from "./milestone-form.server";

export async function loader({ params }: Route.LoaderArgs) {
  return loadMilestoneForm(params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveMilestoneForm(request, params.id, {
    email: context.get(adminContext).email,
    ip: context.get(requestInfoContext).ip,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `${loaderData?.item ? m.milestones.editTitle : m.milestones.newTitle} | ${m.brand}`,
    },
  ];
}

export default function MilestoneForm({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by entry so each one gets fresh state.
  return (
    <MilestoneFormBody
      key={loaderData.item?.id ?? "new"}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}

const emptyText = { heading: "", text: "", role: "" };

const selectClass = (error?: string) =>
  `mt-2 h-11 w-full rounded-md border bg-white px-3 text-ink ${error ? "border-danger" : "border-line"}`;

/** A labelled select with its error beside it. */
function Select({
  label,
  name,
  defaultValue,
  options,
  error,
}: {
  label: string;
  name: string;
  defaultValue: string;
  options: [value: string, label: string][];
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={name}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={selectClass(error)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function MilestoneFormBody({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { item } = loaderData;
  // After a refused save, what was typed; otherwise what is stored.
  const loaded = actionData?.values ?? loaderData.values;
  // The version this editor started from: it must not follow the server after a conflict.
  const [version] = useState(loaded.version);
  const [uploading, setUploading] = useState(false);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  // Checked by the server only: the schema stays out of the browser's bundles.
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  const formError = actionData?.formError;

  return (
    <>
      <Link
        to="/admin/milestones"
        className="inline-flex h-11 items-center font-semibold text-main hover:underline"
      >
        ← {m.milestones.back}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-main">
        {item ? m.milestones.editTitle : m.milestones.newTitle}
      </h1>
      {item ? <p className="mt-1 text-muted">{item.heading}</p> : null}
      {formError ? (
        <div
          role="alert"
          className="mt-6 rounded-md border border-danger/30 bg-danger-50 p-4 text-danger"
        >
          <p className="font-semibold">{formError}</p>
          {actionData?.conflict && item ? (
            <p className="mt-2 text-sm">
              <a href={`/admin/milestones/${item.id}`} className="font-semibold underline">
                {m.milestones.reload}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <Form method="post" noValidate className="mt-8 space-y-8">
        <input type="hidden" name="version" value={version || ""} />
        <fieldset className="grid gap-6 rounded-xl border border-line bg-white p-5 sm:p-6">
          <legend className="px-1 text-sm font-semibold text-ink">{m.milestones.details}</legend>
          <Select
            label={m.milestones.business}
            name="business"
            defaultValue={loaded.business}
            options={loaderData.businesses}
            error={errors.business}
          />
          <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_14rem]">
            <Field
              label={m.milestones.amount}
              name="amount"
              defaultValue={loaded.amount}
              error={errors.amount}
              hint={m.milestones.amountHint}
            />
            <Select
              label={m.milestones.currency}
              name="currency"
              defaultValue={loaded.currency}
              options={loaderData.currencies}
              error={errors.currency}
            />
          </div>
          <div>
            <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
              <input
                type="checkbox"
                name="ongoing"
                defaultChecked={loaded.ongoing}
                aria-describedby="ongoing-hint"
                className="size-5 accent-main"
              />
              {m.milestones.ongoing}
            </label>
            <p id="ongoing-hint" className="text-xs text-muted">
              {m.milestones.ongoingHint}
            </p>
          </div>
          <div className="sm:max-w-xs">
            <Field
              label={m.milestones.year}
              name="year"
              defaultValue={loaded.year}
              error={errors.year}
              hint={m.milestones.yearHint}
            />
          </div>
        </fieldset>

        <ImageField defaultUrl={loaded.imageUrl || null} onBusyChange={setUploading} />
        {errors.imageUrl ? (
          <p className="text-sm font-medium text-danger">{errors.imageUrl}</p>
        ) : null}

        <section
          aria-labelledby="milestone-words"
          className="rounded-xl border border-line bg-white p-5 sm:p-6"
        >
          <h2 id="milestone-words" className="font-serif text-2xl text-main">
            {m.milestones.words}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.milestones.wordsHint}</p>
          <div className="mt-4 divide-y divide-line">
            {locales.map((locale) => {
              const text =
                (loaded.texts as Record<string, typeof emptyText | undefined>)[locale] ?? emptyText;
              const name = (field: string) => `texts.${locale}.${field}`;
              return (
                <fieldset key={locale} className="grid gap-4 py-6">
                  <legend className="float-left mb-2 w-full font-semibold text-ink">
                    {localeNames[locale]} ({locale})
                  </legend>
                  <Field
                    label={m.milestones.heading}
                    name={name("heading")}
                    defaultValue={text.heading}
                    error={errors[name("heading")]}
                    lang={localeTags[locale]}
                    required={locale === "en"}
                  />
                  <Field
                    label={m.milestones.text}
                    name={name("text")}
                    rows={4}
                    defaultValue={text.text}
                    error={errors[name("text")]}
                    lang={localeTags[locale]}
                    required={locale === "en"}
                  />
                  <Field
                    label={m.milestones.role}
                    name={name("role")}
                    defaultValue={text.role}
                    error={errors[name("role")]}
                    hint={m.milestones.roleHint}
                    lang={localeTags[locale]}
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
            {saving ? m.milestones.saving : m.milestones.save}
          </button>
          <Link
            to="/admin/milestones"
            className="inline-flex h-12 items-center rounded-md border border-line bg-white px-6 font-semibold text-ink hover:border-main"
          >
            {m.form.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}
