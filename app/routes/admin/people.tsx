import { data, Link, redirect, useSearchParams } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { NotFoundError } from "~/.server/errors";
import { readForm } from "~/.server/forms/read-form";
import { notFound } from "~/.server/http-errors";
import { deletePerson, reorderPerson } from "~/.server/people/editing";
import { listPeople } from "~/.server/people/queries";
import { AdminTable } from "~/components/admin/admin-table";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { LocaleCompleteness } from "~/components/admin/locale-completeness";
import { MoveButtons } from "~/components/admin/move-buttons";
import { peopleListOrder, personPath } from "~/content/people";
import { adminMessages as m } from "~/i18n/admin-messages";
import type { Locale } from "~/i18n/locales";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/people";

export async function loader() {
  const people = await listPeople(db);
  return {
    lists: peopleListOrder.map((list) => ({
      list,
      people: people
        .filter((person) => person.list === list)
        .map((person) => ({
          id: person.id,
          name: person.name,
          role: person.translations.en?.role ?? "",
          path: personPath(person),
          written: Object.keys(person.translations) as Locale[],
        })),
    })),
  };
}

/** Moving and removing, posted from the list's rows. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const actor = { admin: context.get(adminContext), ip: context.get(requestInfoContext).ip };
  try {
    if (intent === "move") {
      const direction = form.get("direction");
      if (direction !== "up" && direction !== "down")
        throw data({ message: "Unknown direction" }, { status: 400 });
      await reorderPerson(db, id, direction, actor);
      return redirect(`/admin/people?notice=moved#person-${id}`);
    }
    if (intent === "remove") {
      await deletePerson(db, id, actor);
      return redirect("/admin/people?notice=removed");
    }
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  throw data({ message: "Unknown action" }, { status: 400 });
}

export function meta() {
  return [{ title: `${m.people.title} | ${m.brand}` }];
}

export default function People({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const notice = params.get("notice");
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-main">{m.people.title}</h1>
        <Link
          to="/admin/people/new"
          className="inline-flex h-11 items-center rounded-md bg-main px-4 text-sm font-semibold text-white hover:bg-main-700"
        >
          {m.people.add}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-muted">{m.people.intro}</p>
      {notice === "saved" || notice === "removed" || notice === "moved" ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-main/20 bg-main-50 p-3 text-sm text-main"
        >
          {m.people.notices[notice]}
        </p>
      ) : null}
      {loaderData.lists.map(({ list, people }) => (
        <section key={list} aria-labelledby={`list-${list}`} className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id={`list-${list}`} className="font-serif text-2xl text-ink">
              {m.people.lists[list]}
            </h2>
            <Link
              to={`/admin/people/new?list=${list}`}
              className="inline-flex h-11 items-center text-sm font-semibold text-main hover:underline"
            >
              {m.people.addTo(m.people.lists[list])}
            </Link>
          </div>
          {people.length === 0 ? (
            <p className="mt-4 text-muted">{m.people.emptyList}</p>
          ) : (
            <AdminTable columns={Object.values(m.people.columns)}>
              {people.map((person, index) => (
                <tr key={person.id} id={`person-${person.id}`}>
                  <td className="px-4 py-3 tabular-nums text-muted">{index + 1}</td>
                  <td className="px-4 py-3 font-semibold text-ink">
                    <a href={person.path} className="hover:underline">
                      {person.name}
                    </a>
                  </td>
                  <td className="px-4 py-3 text-muted">{person.role}</td>
                  <td className="px-4 py-3">
                    <LocaleCompleteness
                      written={person.written}
                      missingWord={m.people.missing}
                      label={m.people.languagesLabel}
                    />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-2">
                      <MoveButtons
                        id={person.id}
                        first={index === 0}
                        last={index === people.length - 1}
                        labels={{
                          up: m.people.moveUp,
                          down: m.people.moveDown,
                          upFull: m.people.moveUpName(person.name),
                          downFull: m.people.moveDownName(person.name),
                        }}
                      />
                      <Link
                        to={`/admin/people/${person.id}`}
                        aria-label={m.people.editName(person.name)}
                        className="inline-flex h-11 items-center rounded-md px-3 font-semibold text-main hover:bg-main-50"
                      >
                        {m.people.edit}
                      </Link>
                      <ConfirmButton
                        label={m.people.remove}
                        accessibleLabel={m.people.removeName(person.name)}
                        heading={m.people.confirmRemove(person.name)}
                        text={m.people.confirmRemoveText}
                        cancelLabel={m.people.cancel}
                        action="/admin/people"
                        fields={{ intent: "remove", id: person.id }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </section>
      ))}
    </>
  );
}
