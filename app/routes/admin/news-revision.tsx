import { data, Form, Link, redirect } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { ConflictError } from "~/.server/errors";
import { foundOr404, notFound } from "~/.server/http-errors";
import { restoreRevision } from "~/.server/news/editing";
import { settingChanges, textChanges } from "~/.server/news/revision-diff";
import { getNews } from "~/.server/news/queries";
import { openReview } from "~/.server/news/review-state";
import { getRevision, listRevisions, type RevisionSnapshot } from "~/.server/news/revisions";
import { DiffText } from "~/components/admin/diff-text";
import { previewPath } from "~/components/admin/preview-panel";
import { adminMessages as m } from "~/i18n/admin-messages";
import { localeNames, localeTags, locales } from "~/i18n/locales";
import { tagInfo } from "~/lib/news-tags";
import { formatLagosTime } from "~/lib/newsroom-time";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/news-revision";

/** `:number` as a revision number, or 404. */
function revisionNumber(value: string): number {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : notFound();
}

/** A setting as staff read it. */
function settingText(field: string, value: RevisionSnapshot[keyof RevisionSnapshot]): string {
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0))
    return m.revisions.none;
  if (field === "tags" && Array.isArray(value))
    return value.map((tag) => tagInfo(tag)?.name ?? tag).join(", ");
  if (field === "status" && typeof value === "string") return m.form[value as "draft"] ?? value;
  if ((field === "publishAt" || field === "unpublishAt") && typeof value === "string")
    return formatLagosTime(value);
  return String(value);
}

export async function loader({ params }: Route.LoaderArgs) {
  const number = revisionNumber(params.number);
  const item = await foundOr404(getNews(db, params.id, { status: "all", locale: "en" }));
  const revision = await foundOr404(getRevision(db, item.id, number));
  const previous = number > 1 ? await getRevision(db, item.id, number - 1) : null;
  const [latest] = await listRevisions(db, item.id);
  const open = await openReview(db, item.id);
  return {
    awaitingApproval: open?.state === "pending" && open.revision.number === number,
    item: { id: item.id, title: item.title },
    revision: {
      number,
      author: revision.author,
      restoredFrom: revision.restoredFrom,
      savedText: formatLagosTime(revision.createdAt),
      isLatest: latest?.number === number,
    },
    previous: previous?.number ?? null,
    texts: previous ? textChanges(previous.snapshot, revision.snapshot) : [],
    settings: previous
      ? settingChanges(previous.snapshot, revision.snapshot).map((change) => ({
          field: change.field,
          before: settingText(change.field, change.before),
          after: settingText(change.field, change.after),
        }))
      : [],
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const number = revisionNumber(params.number);
  let restored;
  try {
    restored = await foundOr404(
      restoreRevision(db, params.id, number, {
        admin: context.get(adminContext),
        ip: context.get(requestInfoContext).ip,
      }),
    );
  } catch (error) {
    // Someone saved the item between reading it and writing the restore: nothing was changed.
    if (error instanceof ConflictError) return data({ conflict: true }, { status: 409 });
    throw error;
  }
  const held = restored.awaitingApproval ? "&submitted=1" : "";
  return redirect(`/admin/news/${params.id}/revisions?restored=${number}${held}`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData ? m.revisions.name(loaderData.revision.number) : "";
  return [{ title: `${name} · ${loaderData?.item.title ?? ""} | ${m.brand}` }];
}

const languageName = (locale: (typeof locales)[number]) =>
  locale === "en"
    ? m.revisions.english
    : m.dashboard.localeNames[locale as Exclude<typeof locale, "en">];

export default function NewsRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { item, revision, previous, texts, settings, awaitingApproval } = loaderData;
  return (
    <>
      <Link
        to={`/admin/news/${item.id}/revisions`}
        className="inline-flex h-11 items-center font-semibold text-main hover:underline"
      >
        {m.revisions.all}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-main">{m.revisions.name(revision.number)}</h1>
      <p className="mt-1 text-lg text-ink">{item.title}</p>
      <p className="mt-2 text-muted">
        {m.revisions.savedBy(revision.savedText, revision.author ?? m.revisions.unknownAuthor)}
        {revision.restoredFrom ? ` ${m.revisions.restoredFrom(revision.restoredFrom)}.` : null}
      </p>
      {awaitingApproval ? (
        <p className="mt-4 rounded-md border border-capital-700/40 bg-white p-4 text-ink">
          <span className="font-semibold text-capital-700">{m.review.pending}.</span>{" "}
          <Link to={`/admin/news/${item.id}/review`} className="font-semibold text-main underline">
            {m.review.decide}
          </Link>
        </p>
      ) : null}

      <section
        aria-labelledby="changes"
        className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6"
      >
        <h2 id="changes" className="font-serif text-2xl text-main">
          {previous ? m.revisions.changesFrom(previous) : m.revisions.first}
        </h2>
        {previous && texts.length === 0 && settings.length === 0 ? (
          <p className="mt-3 text-muted">{m.revisions.noChanges}</p>
        ) : null}
        {texts.map(({ locale, fields }) => (
          <section key={locale} aria-labelledby={`changes-${locale}`} className="mt-6">
            <h3 id={`changes-${locale}`} className="text-lg font-semibold text-ink">
              {languageName(locale)}
            </h3>
            <dl className="mt-2 grid gap-4">
              {fields.map((field) => (
                <div key={field.field} className="rounded-md border border-line p-4">
                  <dt className="text-sm font-semibold text-muted">
                    {m.revisions.fields[field.field]}
                  </dt>
                  <dd className="mt-1">
                    {field.markupOnly ? (
                      <p className="text-sm italic text-muted">{m.revisions.markupOnly}</p>
                    ) : (
                      <DiffText parts={field.parts} lang={localeTags[locale]} />
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        {settings.length ? (
          <section aria-labelledby="changes-settings" className="mt-6">
            <h3 id="changes-settings" className="text-lg font-semibold text-ink">
              {m.revisions.otherChanges}
            </h3>
            <table className="mt-2 w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    <span className="sr-only">{m.revisions.otherChanges}</span>
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {m.revisions.before}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {m.revisions.after}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {settings.map((change) => (
                  <tr key={change.field}>
                    <th scope="row" className="py-2 pr-4 font-semibold text-ink">
                      {m.revisions.fields[change.field]}
                    </th>
                    <td className="break-all py-2 pr-4 text-danger">{change.before}</td>
                    <td className="break-all py-2 text-main-700">{change.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </section>

      <section aria-labelledby="revision-preview" className="mt-6">
        <h2 id="revision-preview" className="text-lg font-semibold text-ink">
          {m.revisions.previewHeading}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {locales.map((locale) => (
            <li key={locale}>
              <a
                href={`${previewPath(item.id, locale)}&revision=${revision.number}`}
                target="_blank"
                rel="noopener"
                lang={localeTags[locale]}
                className="inline-flex h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-main hover:text-main"
              >
                {localeNames[locale]}
              </a>
            </li>
          ))}
        </ul>
      </section>

      {revision.isLatest ? null : (
        <Form method="post" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
          {actionData?.conflict ? (
            <p role="alert" className="mb-3 font-semibold text-danger">
              {m.revisions.conflict}
            </p>
          ) : null}
          <p className="max-w-3xl text-sm text-muted">{m.revisions.restoreHint}</p>
          <button
            type="submit"
            className="mt-3 inline-flex h-11 items-center rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700"
          >
            {m.revisions.restore}
          </button>
        </Form>
      )}
    </>
  );
}
