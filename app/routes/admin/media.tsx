import { Form, Link, useNavigation } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { listMedia } from "~/.server/media/library";
import { requestedPage, requirePageInRange } from "~/.server/pagination";
import { AdminPagination } from "~/components/admin/admin-table";
import { Field } from "~/components/admin/field";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/media";
import { uploadToLibrary } from "./media.server";

export async function loader({ request }: Route.LoaderArgs) {
  const page = requestedPage(request);
  const params = new URL(request.url).searchParams;
  const search = (params.get("q") ?? "").slice(0, 200);
  const result = await listMedia(db, { search, page });
  requirePageInRange(page, result.pageCount);
  return { ...result, search, notice: params.get("notice") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return uploadToLibrary(request, {
    admin: context.get(adminContext),
    ip: context.get(requestInfoContext).ip,
  });
}

export function meta() {
  return [{ title: `${m.media.title} | ${m.brand}` }];
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { images, total, search, notice } = loaderData;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const uploading = useNavigation().formMethod === "POST";
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.media.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.media.intro}</p>
      {notice === "deleted" ? (
        <p role="status" className="mt-6 rounded-md bg-main-50 px-4 py-3 text-main">
          {m.media.deleted}
        </p>
      ) : null}

      <section
        aria-labelledby="upload-heading"
        className="mt-8 rounded-xl border border-line bg-white p-5"
      >
        <h2 id="upload-heading" className="text-lg font-semibold text-ink">
          {m.media.upload}
        </h2>
        {actionData?.formError ? (
          <p role="alert" className="mt-3 font-medium text-danger">
            {actionData.formError}
          </p>
        ) : null}
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-4 grid gap-5 md:grid-cols-3"
        >
          <div>
            <label htmlFor="media-file" className="block text-sm font-semibold text-ink">
              {m.media.file}
              <span aria-hidden className="text-danger">
                {" "}
                *
              </span>
            </label>
            <input
              id="media-file"
              name="file"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              aria-describedby={`media-file-hint${errors.file ? " media-file-error" : ""}`}
              aria-invalid={errors.file ? true : undefined}
              className="mt-2 block w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border-0 file:bg-main-50 file:px-4 file:font-semibold file:text-main"
            />
            <p id="media-file-hint" className="mt-1 text-xs text-muted">
              {m.media.fileHint}
            </p>
            {errors.file ? (
              <p id="media-file-error" className="mt-1 text-sm font-medium text-danger">
                {errors.file}
              </p>
            ) : null}
          </div>
          <Field
            label={`${m.media.alt} (English)`}
            name="alt.en"
            hint={m.media.altHint}
            error={errors["texts.en.alt"]}
            required
          />
          <Field
            label={m.media.credit}
            name="credit"
            hint={m.media.creditHint}
            error={errors.credit}
          />
          <div className="md:col-span-3">
            <button
              type="submit"
              disabled={uploading}
              className="inline-flex h-11 items-center rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700 disabled:opacity-60"
            >
              {uploading ? m.media.uploading : m.media.uploadButton}
            </button>
          </div>
        </Form>
      </section>

      <Form method="get" role="search" className="mt-8 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="media-search" className="block text-sm font-semibold text-ink">
            {m.media.searchLabel}
          </label>
          <input
            id="media-search"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={200}
            className="mt-2 h-11 w-full rounded-md border border-line bg-white px-3"
          />
        </div>
        <button
          type="submit"
          className="inline-flex h-11 items-center rounded-md border border-line bg-white px-4 font-semibold hover:border-main"
        >
          {m.media.apply}
        </button>
      </Form>
      <p role="status" className="mt-4 text-sm text-muted">
        {images.length === 0 ? (search ? m.media.noMatch : m.media.empty) : m.media.found(total)}
      </p>

      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image) => (
          <li key={image.id}>
            <Link
              to={`/admin/media/${image.id}`}
              className="group block overflow-hidden rounded-xl border border-line bg-white hover:border-main focus-visible:border-main"
            >
              <img
                src={image.thumbnail}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                className="aspect-[4/3] w-full bg-paper object-cover"
              />
              <span className="block space-y-1 p-3 text-sm">
                <span className="block truncate font-semibold text-ink group-hover:text-main">
                  {image.name || image.id}
                </span>
                <span className="block truncate text-muted">
                  {image.alt || (
                    <span className="font-semibold text-danger">{m.media.missingAlt}</span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <AdminPagination
        label={m.media.pagination}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
      />
    </>
  );
}
