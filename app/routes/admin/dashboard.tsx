import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { NotFoundError } from "~/.server/errors";
import { requestedPage } from "~/.server/pagination";
import { removeNews } from "~/.server/news/editing";
import { dashboardPage, type TranslationState } from "~/.server/news/dashboard";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { AdminPagination, AdminTable } from "~/components/admin/admin-table";
import { FilterSelect } from "~/components/admin/filter-select";
import { adminMessages as m } from "~/i18n/admin-messages";
import { formatLongDate } from "~/lib/format-date";
import { newsStatuses, translatedLocales, type NewsStatusValue } from "~/lib/news-schema";
import { newsTagInfos, tagInfo } from "~/lib/news-tags";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/dashboard";
import { readForm } from "~/.server/forms/read-form";

const pageSize = 20;

/** The list's filters from the query string: `?status=`, `?business=` and `?q=` (a title search). */
function requestedFilters(request: Request) {
  const params = new URL(request.url).searchParams;
  const status: NewsStatusValue | "all" =
    newsStatuses.find((value) => value === params.get("status")) ?? "all";
  const business = newsTagInfos.find((info) => info.slug === params.get("business"));
  const search = (params.get("q") ?? "").trim().slice(0, 200);
  return { status, business: business?.slug ?? "", tag: business?.tag, search };
}

export async function loader({ request }: Route.LoaderArgs) {
  const filters = requestedFilters(request);
  const result = await dashboardPage(db, { ...filters, page: requestedPage(request) }, pageSize);
  return { filters, ...result };
}

const badge: Record<NewsStatusValue, string> = {
  draft: "bg-paper text-muted",
  scheduled: "bg-white text-capital-700 ring-1 ring-capital-700/40",
  published: "bg-main-50 text-main",
  unpublished: "bg-danger-50 text-danger",
};

const reviewBadge = {
  pending: "bg-white text-capital-700 ring-1 ring-capital-700/40",
  rejected: "bg-danger-50 text-danger",
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const id = form.get("id");
  if (form.get("intent") !== "delete" || typeof id !== "string") {
    throw data({ message: "Unknown action" }, { status: 400 });
  }
  try {
    await removeNews(db, id, {
      admin: context.get(adminContext),
      ip: context.get(requestInfoContext).ip,
    });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  return redirect("/admin/dashboard?notice=deleted");
}

export function meta() {
  return [{ title: `${m.dashboard.title} | ${m.brand}` }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const notice = params.get("notice");
  const { items, page, pageCount, filters, total } = loaderData;
  const filtered = filters.status !== "all" || filters.business !== "" || filters.search !== "";
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.dashboard.title}</h1>
      {notice === "saved" || notice === "deleted" || notice === "submitted" ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-main/20 bg-main-50 p-3 text-sm text-main"
        >
          {m.dashboard[notice]}
        </p>
      ) : null}
      <Filters filters={filters} />
      {filtered ? (
        <p role="status" className="mt-4 text-sm text-muted">
          {m.dashboard.found(total)}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-8 text-muted">{filtered ? m.dashboard.noMatch : m.dashboard.empty}</p>
      ) : (
        <AdminTable columns={Object.values(m.dashboard.columns)}>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-3">
                <span className="font-medium text-ink">{item.title}</span>
                <span className="mt-1 block text-xs text-muted">
                  {item.tags.map((tag) => tagInfo(tag)?.name ?? tag).join(" · ")}
                </span>
              </td>
              <td className="px-4 py-3">
                <span
                  className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${badge[item.status]}`}
                >
                  {m.dashboard.statuses[item.status]}
                </span>
                {item.review ? (
                  <span
                    className={`mt-1 block w-max rounded px-2 py-0.5 text-xs font-semibold ${reviewBadge[item.review]}`}
                  >
                    {m.review[item.review]}
                  </span>
                ) : null}
                {item.when ? (
                  <span className="mt-1 block whitespace-nowrap text-xs text-muted">
                    {item.status === "scheduled" ? m.dashboard.goesLive : m.dashboard.endsAt}{" "}
                    {item.when}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3">
                <Translations states={item.translations} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted">
                <time dateTime={item.date}>{formatLongDate(item.date, "en")}</time>
              </td>
              <td className="whitespace-nowrap px-2 py-1">
                <Link
                  to={`/admin/news/edit/${item.id}`}
                  className="inline-flex h-11 items-center rounded-md px-3 font-semibold text-main hover:bg-main-50"
                  aria-label={`${m.dashboard.edit}: ${item.title}`}
                >
                  {m.dashboard.edit}
                </Link>
                <ConfirmButton
                  label={m.dashboard.delete}
                  accessibleLabel={`${m.dashboard.delete}: ${item.title}`}
                  heading={m.dashboard.confirm}
                  text={m.dashboard.confirmText(item.title)}
                  cancelLabel={m.dashboard.cancel}
                  action="/admin/dashboard"
                  fields={{ intent: "delete", id: item.id }}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPagination label={m.dashboard.pagination} page={page} pageCount={pageCount} />
    </>
  );
}

const fieldClass = "mt-1 h-11 w-full rounded-md border border-line bg-white px-3 text-ink";

/** Search and filters as one GET form: it works without JavaScript and its URL can be shared. */
function Filters({
  filters,
}: {
  filters: { status: NewsStatusValue | "all"; business: string; search: string };
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={m.dashboard.filter}
      className="mt-6 grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
    >
      <div>
        <label htmlFor="q" className="block text-sm font-semibold text-ink">
          {m.dashboard.search}
        </label>
        <input id="q" name="q" type="search" defaultValue={filters.search} className={fieldClass} />
      </div>
      <FilterSelect
        id="filter-status"
        name="status"
        label={m.dashboard.columns.status}
        value={filters.status === "all" ? "" : filters.status}
        options={(["all", ...newsStatuses] as const).map((option) => ({
          value: option === "all" ? "" : option,
          label: m.dashboard.statuses[option],
        }))}
      />
      <FilterSelect
        id="filter-business"
        name="business"
        label={m.dashboard.business}
        value={filters.business}
        options={[
          { value: "", label: m.dashboard.allBusinesses },
          ...newsTagInfos.map((info) => ({ value: info.slug, label: info.name })),
        ]}
      />
      <button
        type="submit"
        className="h-11 rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700"
      >
        {m.dashboard.apply}
      </button>
    </Form>
  );
}

const localeCodes = { fr: "FR", pt: "PT", es: "ES", zh: "ZH" } as const;

/** Each translation as a short mark (FR ✓, PT machine, ES missing), spelt out for screen readers. */
function Translations({
  states,
}: {
  states: Record<(typeof translatedLocales)[number], TranslationState>;
}) {
  return (
    <ul className="grid w-max grid-cols-2 gap-x-3 gap-y-0.5 text-xs">
      {translatedLocales.map((locale) => {
        const state = states[locale];
        return (
          <li
            key={locale}
            className={
              state === "missing"
                ? "text-danger"
                : state === "machine"
                  ? "text-capital-700"
                  : "text-main"
            }
          >
            <span aria-hidden="true">
              {localeCodes[locale]} {m.dashboard.translationMarks[state]}
            </span>
            <span className="sr-only">
              {m.dashboard.localeNames[locale]}: {m.dashboard.translationStates[state]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
