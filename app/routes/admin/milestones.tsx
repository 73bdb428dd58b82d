import { data, Form, Link, redirect } from "react-router";
import { mayUse } from "~/.server/auth/access";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { ConflictError, NotFoundError } from "~/.server/errors";
import { readForm } from "~/.server/forms/read-form";
import {
  listMilestones,
  moveMilestone,
  removeMilestone,
  type MilestoneActor,
} from "~/.server/milestones/repository";
import { AdminTable } from "~/components/admin/admin-table";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { LocaleCompleteness } from "~/components/admin/locale-completeness";
import { MoveButtons } from "~/components/admin/move-buttons";
import { businessByKey } from "~/content/businesses";
import { contentText } from "~/content/text";
import { adminMessages as m } from "~/i18n/admin-messages";
import { locales } from "~/i18n/locales";
import { formatPrice } from "~/lib/format-price";
import { milestoneBusinesses, type MilestoneBusiness } from "~/lib/milestone-schema";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/milestones";

/** `?business=`: one business's entries, moved among themselves. */
function requestedBusiness(url: URL): MilestoneBusiness | undefined {
  return milestoneBusinesses.find((key) => key === url.searchParams.get("business"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A reviewer reads the list; only those who may change it see the buttons that do.
  const mayChange = mayUse("/admin/milestones", "POST", context.get(adminContext).role);
  const business = requestedBusiness(url);
  const records = await listMilestones(db, { business });
  return {
    business: business ?? "",
    mayChange,
    notice: url.searchParams.get("notice"),
    businesses: milestoneBusinesses.map((key) => ({ key, name: businessByKey(key).name })),
    items: records.map((record) => ({
      id: record.id,
      heading: record.texts.en?.heading ?? "",
      business: businessByKey(record.business).name,
      year: record.year,
      value: formatPrice(record, "en", contentText.en.pages.common.ongoing),
      written: locales.filter((locale) => record.texts[locale]),
    })),
  };
}

const notices = ["saved", "removed", "moved", "conflict", "gone"] as const;
type Notice = (typeof notices)[number];

/** Moves an entry (intent `move`) or removes one (intent `remove`), then shows the list again. */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const business = requestedBusiness(url);
  const form = await readForm(request);
  const id = form.get("id");
  const intent = form.get("intent");
  const direction = form.get("direction");
  const actor: MilestoneActor = {
    email: context.get(adminContext).email,
    ip: context.get(requestInfoContext).ip,
  };
  if (typeof id !== "string" || !id) throw data({ message: "No entry given" }, { status: 400 });
  let notice: Notice;
  try {
    if (intent === "move" && (direction === "up" || direction === "down")) {
      await moveMilestone(db, id, direction, { business, actor });
      notice = "moved";
    } else if (intent === "remove") {
      await removeMilestone(db, id, { actor });
      notice = "removed";
    } else throw data({ message: "Unknown action" }, { status: 400 });
  } catch (error) {
    if (error instanceof NotFoundError) notice = "gone";
    else if (error instanceof ConflictError) notice = "conflict";
    else throw error;
  }
  const next = new URLSearchParams({ notice });
  if (business) next.set("business", business);
  return redirect(`/admin/milestones?${next.toString()}`);
}

export function meta() {
  return [{ title: `${m.milestones.title} | ${m.brand}` }];
}

export default function Milestones({ loaderData }: Route.ComponentProps) {
  const { items, business, businesses, notice, mayChange } = loaderData;
  const columns = Object.values(m.milestones.columns);
  const known = notices.find((value) => value === notice);
  const problem = known === "conflict" || known === "gone";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-main">{m.milestones.title}</h1>
        {mayChange ? (
          <Link
            to="/admin/milestones/new"
            className="inline-flex h-11 items-center rounded-md bg-main px-4 text-sm font-semibold text-white hover:bg-main-700"
          >
            {m.milestones.add}
          </Link>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-muted">{m.milestones.intro}</p>
      {known ? (
        <p
          role={problem ? "alert" : "status"}
          className={`mt-4 rounded-md px-4 py-3 ${problem ? "border border-danger text-danger" : "bg-main-50 text-main"}`}
        >
          {m.milestones.notices[known]}
        </p>
      ) : null}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="business-filter" className="block text-sm font-semibold text-ink">
            {m.milestones.filterLabel}
          </label>
          <select
            id="business-filter"
            name="business"
            defaultValue={business}
            className="mt-2 h-11 rounded-md border border-line bg-white px-3"
          >
            <option value="">{m.milestones.allBusinesses}</option>
            {businesses.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="h-11 rounded-md border border-line bg-white px-4 font-semibold hover:border-main"
        >
          {m.milestones.filter}
        </button>
      </Form>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-line bg-white p-8 text-muted">
          {m.milestones.empty}
        </p>
      ) : (
        <AdminTable columns={mayChange ? columns : columns.slice(0, -1)}>
          {items.map((item, index) => (
            <tr key={item.id}>
              <td className="px-4 py-3 text-muted">{index + 1}</td>
              <td className="px-4 py-3 font-semibold text-ink">{item.heading}</td>
              <td className="px-4 py-3 whitespace-nowrap">{item.business}</td>
              <td className="px-4 py-3">{item.year ?? m.milestones.noYear}</td>
              <td className="px-4 py-3 whitespace-nowrap">{item.value || m.milestones.noValue}</td>
              <td className="px-4 py-3">
                <LocaleCompleteness
                  written={item.written}
                  missingWord={m.milestones.missing}
                  label={m.milestones.languagesLabel}
                />
              </td>
              {mayChange ? (
                <td className="px-4 py-3 whitespace-nowrap">
                  <div className="flex items-center gap-2">
                    <MoveButtons
                      id={item.id}
                      first={index === 0}
                      last={index === items.length - 1}
                      labels={{
                        up: m.milestones.moveUp,
                        down: m.milestones.moveDown,
                        upFull: m.milestones.moveUpLabel(item.heading),
                        downFull: m.milestones.moveDownLabel(item.heading),
                      }}
                    />
                    <Link
                      to={`/admin/milestones/${item.id}`}
                      aria-label={m.milestones.editLabel(item.heading)}
                      className="inline-flex h-11 items-center rounded-md px-3 font-semibold text-main hover:bg-main-50"
                    >
                      {m.milestones.edit}
                    </Link>
                    <ConfirmButton
                      label={m.milestones.remove}
                      accessibleLabel={m.milestones.removeLabel(item.heading)}
                      heading={m.milestones.confirmRemove}
                      text={m.milestones.confirmRemoveText(item.heading)}
                      cancelLabel={m.milestones.cancel}
                      action={
                        business ? `/admin/milestones?business=${business}` : "/admin/milestones"
                      }
                      fields={{ intent: "remove", id: item.id }}
                    />
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
