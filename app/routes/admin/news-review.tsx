import { Form, Link } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { Field } from "~/components/admin/field";
import { previewPath } from "~/components/admin/preview-panel";
import { adminMessages as m } from "~/i18n/admin-messages";
import { localeNames, localeTags, locales } from "~/i18n/locales";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/news-review";
import { decideReview, loadReview } from "./news-review.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadReview(params.id, context.get(adminContext));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return decideReview(request, params.id, {
    admin: context.get(adminContext),
    ip: context.get(requestInfoContext).ip,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${m.review.title(loaderData?.item.title ?? "")} | ${m.brand}` }];
}

const linkClass =
  "inline-flex h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-main hover:text-main";

export default function NewsReview({ loaderData, actionData }: Route.ComponentProps) {
  const { item, request } = loaderData;
  return (
    <>
      <Link
        to={`/admin/news/edit/${item.id}`}
        className="inline-flex h-11 items-center font-semibold text-main hover:underline"
      >
        {m.revisions.back}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-main">
        {m.review.title(request?.title ?? item.title)}
      </h1>
      {actionData?.error ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-danger/30 bg-danger-50 p-4 font-semibold text-danger"
        >
          {actionData.error}
        </p>
      ) : null}
      {request ? (
        <>
          <p className="mt-2 max-w-3xl text-muted">{m.review.intro}</p>
          <section className="mt-6 rounded-xl border border-line bg-white p-5 sm:p-6">
            <p className="text-ink">{request.text}</p>
            <p className="mt-2 text-muted">{m.review.revision(request.number)}</p>
            <p className="mt-4">
              <Link to={`/admin/news/${item.id}/revisions/${request.number}`} className={linkClass}>
                {m.review.seeChange}
              </Link>
            </p>
            <h2 className="mt-6 text-lg font-semibold text-ink">{m.review.previewHeading}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {locales.map((locale) => (
                <li key={locale}>
                  <a
                    href={`${previewPath(item.id, locale)}&revision=${request.number}`}
                    target="_blank"
                    rel="noopener"
                    lang={localeTags[locale]}
                    className={linkClass}
                  >
                    {localeNames[locale]}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          {request.refusal ? (
            <p className="mt-6 rounded-md border border-line bg-white p-4 font-semibold text-ink">
              {m.review.refusals[request.refusal]}
            </p>
          ) : (
            <Form
              method="post"
              noValidate
              className="mt-6 grid gap-4 rounded-xl border border-line bg-white p-5 sm:p-6"
            >
              <input type="hidden" name="version" value={item.version} />
              <Field
                label={m.review.comment}
                name="comment"
                rows={4}
                hint={m.review.commentHint}
                error={actionData?.fieldErrors.comment}
              />
              <div className="flex flex-wrap gap-3">
                <button
                  type="submit"
                  name="decision"
                  value="approve"
                  className="h-12 rounded-md bg-main px-8 font-semibold text-white hover:bg-main-700"
                >
                  {m.review.approve}
                </button>
                <button
                  type="submit"
                  name="decision"
                  value="reject"
                  className="h-12 rounded-md border border-danger/40 bg-white px-6 font-semibold text-danger hover:border-danger"
                >
                  {m.review.reject}
                </button>
              </div>
            </Form>
          )}
        </>
      ) : (
        <p className="mt-6 text-muted">{m.review.nothing}</p>
      )}
    </>
  );
}
