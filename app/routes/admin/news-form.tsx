import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { Field } from "~/components/admin/field";
import { PreviewPanel } from "~/components/admin/preview-panel";
import { ImageField } from "~/components/admin/image-field";
import { RichTextField } from "~/components/admin/rich-text-field";
import { TranslationFields } from "~/components/admin/translation-fields";
import { adminMessages as m } from "~/i18n/admin-messages";
import { fieldErrors } from "~/lib/field-errors";
import { newsTagInfos } from "~/lib/news-tags";
import { newsFormSchema, newsStatuses, readNewsForm, translatedLocales } from "~/lib/news-schema";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/news-form";
import { loadNewsForm, saveNewsForm } from "./news-form.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadNewsForm(params.id, context.get(adminContext));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveNewsForm(request, params.id, {
    admin: context.get(adminContext),
    ip: context.get(requestInfoContext).ip,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.item ? m.form.editTitle : m.form.newTitle} | ${m.brand}` }];
}

export default function NewsForm({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by item so each item gets fresh state.
  return (
    <NewsFormBody
      key={loaderData.item?.id ?? "new"}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}

function NewsFormBody({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { item, values, review, approval } = loaderData;
  // The version this editor started from: it must not follow the server after a conflict.
  const [version] = useState(values.version);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [uploading, setUploading] = useState(false);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const errors: Record<string, string | undefined> = clientErrors ?? actionData?.fieldErrors ?? {};
  const formError = clientErrors ? m.form.fixErrors : actionData?.formError;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-main">
          {item ? m.form.editTitle : m.form.newTitle}
        </h1>
        {item ? (
          <Link
            to={`/admin/news/${item.id}/revisions`}
            className="inline-flex h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-main hover:text-main"
          >
            {m.revisions.link}
          </Link>
        ) : null}
      </div>
      {item && review ? <ReviewNotice id={item.id} review={review} /> : null}
      {item ? <PreviewPanel id={item.id} /> : null}
      {formError ? (
        <div
          role="alert"
          className="mt-6 rounded-md border border-danger/30 bg-danger-50 p-4 text-danger"
        >
          <p className="font-semibold">{formError}</p>
          {actionData?.conflict && item ? (
            <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <a href={`/admin/news/edit/${item.id}`} className="font-semibold underline">
                {m.form.reload}
              </a>
              <a
                href={`/admin/news/edit/${item.id}`}
                target="_blank"
                rel="noopener"
                className="font-semibold underline"
              >
                {m.form.openLatest}
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
          const parsed = newsFormSchema.safeParse(readNewsForm(new FormData(event.currentTarget)));
          if (parsed.success) setClientErrors(null);
          else {
            event.preventDefault();
            setClientErrors(fieldErrors(parsed.error));
          }
        }}
      >
        <input type="hidden" name="version" value={version || ""} />
        <div className="grid gap-6 rounded-xl border border-line bg-white p-5 sm:p-6">
          <Field
            label={m.form.title}
            name="title"
            defaultValue={values.title}
            error={errors.title}
            required
          />
          <Field
            label={m.form.excerpt}
            name="excerpt"
            rows={3}
            defaultValue={values.excerpt}
            error={errors.excerpt}
            required
          />
          <RichTextField
            label={m.form.content}
            name="content"
            locale="en"
            defaultValue={values.content}
            error={errors.content}
            hint={m.form.contentHint}
            required
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              label={m.form.date}
              name="date"
              type="date"
              defaultValue={values.date}
              error={errors.date}
              required
            />
            <Field
              label={m.form.slug}
              name="slug"
              defaultValue={values.slug}
              error={errors.slug}
              hint={m.form.slugHint}
            />
          </div>
        </div>

        <fieldset
          className="rounded-xl border border-line bg-white p-5"
          aria-describedby={errors.tags ? "tags-error" : "tags-hint"}
        >
          <legend className="px-1 text-sm font-semibold text-ink">{m.form.businesses}</legend>
          <p id="tags-hint" className="text-sm text-muted">
            {m.form.businessesHint}
          </p>
          <div className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {newsTagInfos.map((info) => (
              <label key={info.tag} className="flex min-h-11 items-center gap-3 text-ink">
                <input
                  type="checkbox"
                  name="tags"
                  value={info.tag}
                  defaultChecked={values.tags.includes(info.tag)}
                  className="size-5 accent-main"
                />
                {info.name}
              </label>
            ))}
          </div>
          {errors.tags ? (
            <p id="tags-error" className="mt-2 text-sm font-medium text-danger">
              {errors.tags}
            </p>
          ) : null}
        </fieldset>

        <fieldset className="grid gap-6 rounded-xl border border-line bg-white p-5">
          <legend className="px-1 text-sm font-semibold text-ink">{m.form.publishing}</legend>
          <div>
            <label htmlFor="status" className="block text-sm font-semibold text-ink">
              {m.form.status}
            </label>
            <p id="status-hint" className="mt-1 text-sm text-muted">
              {m.form.statusHint}
              {approval ? ` ${m.review.ruleOn}` : null}
            </p>
            <select
              id="status"
              name="status"
              defaultValue={values.status}
              aria-describedby="status-hint"
              className="mt-2 h-11 w-full rounded-md border border-line bg-white px-3 sm:max-w-xs"
            >
              {newsStatuses.map((status) => (
                <option key={status} value={status}>
                  {m.form[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              label={m.form.publishAt}
              name="publishAt"
              type="datetime-local"
              defaultValue={values.publishAt}
              error={errors.publishAt}
              hint={m.form.publishAtHint}
            />
            <Field
              label={m.form.unpublishAt}
              name="unpublishAt"
              type="datetime-local"
              defaultValue={values.unpublishAt}
              error={errors.unpublishAt}
              hint={m.form.unpublishAtHint}
            />
          </div>
        </fieldset>

        <ImageField
          defaultUrl={values.imageUrl}
          onBusyChange={setUploading}
          error={errors.imageUrl}
        />

        <section
          aria-labelledby="translations"
          className="rounded-xl border border-line bg-white p-5 sm:p-6"
        >
          <h2 id="translations" className="font-serif text-2xl text-main">
            {m.form.translations}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.form.translationsHint}</p>
          <div className="mt-4 divide-y divide-line">
            {translatedLocales.map((locale) => (
              <TranslationFields
                key={locale}
                locale={locale}
                text={values.translations[locale]}
                errors={errors}
              />
            ))}
          </div>
        </section>

        <div className="flex gap-3">
          <button
            type="submit"
            disabled={saving || uploading}
            className="h-12 rounded-md bg-main px-8 font-semibold text-white hover:bg-main-700 disabled:opacity-70"
          >
            {saving ? m.form.saving : m.form.save}
          </button>
          <Link
            to="/admin/dashboard"
            className="inline-flex h-12 items-center rounded-md border border-line bg-white px-6 font-semibold text-ink hover:border-main"
          >
            {m.form.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}

/** Where the item's request for publication stands: awaiting a decision, or sent back and why. */
function ReviewNotice({
  id,
  review,
}: {
  id: string;
  review: NonNullable<Route.ComponentProps["loaderData"]["review"]>;
}) {
  const rejected = review.state === "rejected";
  return (
    <section
      aria-labelledby="review-state"
      className={`mt-6 rounded-md border p-4 ${
        rejected ? "border-danger/30 bg-danger-50" : "border-capital-700/40 bg-white"
      }`}
    >
      <h2
        id="review-state"
        className={`font-semibold ${rejected ? "text-danger" : "text-capital-700"}`}
      >
        {rejected ? m.review.rejected : m.review.pending}
      </h2>
      <p className="mt-1 text-ink">{review.text}</p>
      {review.comment ? (
        <blockquote className="mt-2 whitespace-pre-line border-l-4 border-danger/40 pl-3 text-ink">
          {review.comment}
        </blockquote>
      ) : null}
      {rejected ? <p className="mt-2 text-sm text-muted">{m.review.rejectedHint}</p> : null}
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <Link to={`/admin/news/${id}/revisions/${review.revision}`} className="text-main underline">
          {m.review.seeChange}
        </Link>
        {review.mayDecide ? (
          <Link to={`/admin/news/${id}/review`} className="text-main underline">
            {m.review.decide}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
