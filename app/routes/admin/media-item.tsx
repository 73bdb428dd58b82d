import { Form, Link, useNavigation } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { NotFoundError } from "~/.server/errors";
import { notFound } from "~/.server/http-errors";
import { getMediaDetails } from "~/.server/media/library";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { Field } from "~/components/admin/field";
import { adminMessages as m } from "~/i18n/admin-messages";
import { localeNames, localeTags, locales } from "~/i18n/locales";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/media-item";
import { changeLibraryImage } from "./media.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const details = await getMediaDetails(db, params.id);
    return { ...details, notice: new URL(request.url).searchParams.get("notice") };
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return changeLibraryImage(request, params.id, {
    admin: context.get(adminContext),
    ip: context.get(requestInfoContext).ip,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.image.name || m.media.title} | ${m.brand}` }];
}

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Africa/Lagos",
});

export default function MediaItem({ loaderData, actionData }: Route.ComponentProps) {
  const { image, texts, uses, notice } = loaderData;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const saving = useNavigation().state === "submitting";
  const status =
    actionData && "saved" in actionData
      ? m.media.saved
      : notice === "uploaded"
        ? m.media.uploaded
        : null;
  return (
    <article>
      <Link
        to="/admin/media"
        className="inline-flex h-11 items-center font-semibold text-main hover:underline"
      >
        ← {m.media.back}
      </Link>
      <h1 className="mt-2 break-words font-serif text-3xl text-main">{image.name || image.id}</h1>
      {status ? (
        <p role="status" className="mt-4 rounded-md bg-main-50 px-4 py-3 text-main">
          {status}
        </p>
      ) : null}
      {actionData?.formError ? (
        <div role="alert" className="mt-4 rounded-md border border-danger px-4 py-3 text-danger">
          <p className="font-medium">{actionData.formError}</p>
          {actionData.inUse ? (
            <ul className="mt-2 list-disc pl-5">
              {actionData.inUse.map((use) => (
                <li key={use.editPath}>
                  <Link to={use.editPath} className="underline">
                    {use.title}
                  </Link>{" "}
                  ({m.media.usedAs[use.where]})
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <img
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="h-auto w-full rounded-xl border border-line bg-paper"
          />
          <section aria-labelledby="facts" className="rounded-xl border border-line bg-white p-5">
            <h2 id="facts" className="font-semibold text-ink">
              {m.media.details}
            </h2>
            <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
              <dt className="text-muted">{m.media.file}</dt>
              <dd className="break-all">{image.name}</dd>
              <dt className="text-muted">{m.media.dimensions(image.width, image.height)}</dt>
              <dd>{Math.round(image.size / 1024).toLocaleString("en-GB")} KB</dd>
              <dt className="text-muted">{m.media.uploadedOn}</dt>
              <dd>
                <time dateTime={image.createdAt}>{when.format(new Date(image.createdAt))}</time>
              </dd>
            </dl>
            <a
              href={image.url}
              className="mt-3 inline-flex h-11 items-center font-semibold text-main hover:underline"
            >
              {m.media.original}
            </a>
          </section>
          <section aria-labelledby="uses" className="rounded-xl border border-line bg-white p-5">
            <h2 id="uses" className="font-semibold text-ink">
              {m.media.uses}
            </h2>
            {uses.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{m.media.unused}</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm">
                {uses.map((use) => (
                  <li key={use.editPath}>
                    <Link
                      to={use.editPath}
                      className="font-semibold text-main underline-offset-4 hover:underline"
                    >
                      {use.title}
                    </Link>{" "}
                    <span className="text-muted">({m.media.usedAs[use.where]})</span>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-4">
              <ConfirmButton
                label={m.media.delete}
                heading={m.media.confirmDelete}
                text={m.media.confirmDeleteText}
                cancelLabel={m.media.cancel}
                action={`/admin/media/${image.id}`}
                fields={{ intent: "delete" }}
              />
            </div>
          </section>
        </div>

        <Form method="post" className="space-y-6">
          <input type="hidden" name="intent" value="save" />
          <Field
            label={m.media.credit}
            name="credit"
            defaultValue={image.credit}
            hint={m.media.creditHint}
            error={errors.credit}
          />
          {locales.map((locale) => (
            <fieldset
              key={locale}
              lang={localeTags[locale]}
              className="space-y-4 rounded-xl border border-line bg-white p-5"
            >
              <legend className="px-1 text-sm font-semibold text-ink">{localeNames[locale]}</legend>
              <Field
                label={m.media.alt}
                name={`alt.${locale}`}
                defaultValue={texts[locale].alt}
                hint={locale === "en" ? m.media.altHint : undefined}
                error={errors[`texts.${locale}.alt`]}
                required={locale === "en"}
              />
              <Field
                label={m.media.caption}
                name={`caption.${locale}`}
                defaultValue={texts[locale].caption}
                hint={locale === "en" ? m.media.captionHint : undefined}
                error={errors[`texts.${locale}.caption`]}
              />
            </fieldset>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              disabled={saving}
              className="inline-flex h-11 items-center rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700 disabled:opacity-60"
            >
              {saving ? m.media.saving : m.media.save}
            </button>
          </div>
        </Form>
      </div>
    </article>
  );
}
