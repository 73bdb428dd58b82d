/** Loading and saving the person form; the route module stays a thin shell around these. */
import { data, redirect } from "react-router";
import type { Administrator } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { ConflictError, NotFoundError, ValidationError } from "~/.server/errors";
import { validatedForm } from "~/.server/forms/validated-form";
import { notFound } from "~/.server/http-errors";
import { log } from "~/.server/log";
import { mediaIdForUrl } from "~/.server/media/library";
import { addPerson, editPerson } from "~/.server/people/editing";
import { getPerson } from "~/.server/people/queries";
import { peopleListOrder } from "~/content/people";
import type { PeopleListKey } from "~/content/types";
import { adminMessages as m } from "~/i18n/admin-messages";
import { locales } from "~/i18n/locales";
import {
  joinFeatures,
  joinParagraphs,
  personFormSchema,
  readPersonForm,
  type PersonFormInput,
} from "~/lib/person-form";

function blankTexts(): PersonFormInput["translations"] {
  return Object.fromEntries(
    locales.map((locale) => [locale, { role: "", biography: "", features: "" }]),
  ) as PersonFormInput["translations"];
}

/** The form's values: a new person in `list` (from `?list=`), or the stored one as typed text. */
export async function loadPersonForm(id: string | undefined, list: string | null) {
  if (!id) {
    const chosen = peopleListOrder.includes(list as PeopleListKey) ? (list as string) : "board";
    return {
      person: null,
      values: {
        list: chosen,
        name: "",
        slug: "",
        imageUrl: "",
        version: undefined,
        translations: blankTexts(),
      } satisfies PersonFormInput,
    };
  }
  try {
    const person = await getPerson(db, id);
    const translations = blankTexts();
    for (const locale of locales) {
      const text = person.translations[locale];
      if (text)
        translations[locale] = {
          role: text.role,
          biography: joinParagraphs(text.desc),
          features: joinFeatures(text.features),
        };
    }
    return {
      person: { id: person.id, name: person.name, path: person.slug },
      values: {
        list: person.list,
        name: person.name,
        slug: person.slug,
        imageUrl: person.portrait?.url ?? "",
        version: String(person.version),
        translations,
      } satisfies PersonFormInput,
    };
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list[0] ?? ""]));
}

/** Checks and saves the form; answers with its errors and what was typed, or to the list. */
export async function savePersonForm(
  request: Request,
  id: string | undefined,
  actor: { admin: Administrator; ip: string },
) {
  const checked = await validatedForm(request, personFormSchema, readPersonForm);
  const invalid = (
    fieldErrors: Record<string, string>,
    status = 400,
    formError: string = m.people.fixErrors,
  ) =>
    data({ formError, fieldErrors, values: checked.values, conflict: status === 409 }, { status });
  if (!checked.ok) return invalid(checked.fieldErrors);
  const { imageUrl, version, ...fields } = checked.data;
  const portraitMediaId = imageUrl ? await mediaIdForUrl(db, imageUrl) : null;
  if (imageUrl && !portraitMediaId)
    return invalid({ imageUrl: "Choose an image from the media library" });
  try {
    if (id) await editPerson(db, id, version ?? 0, { ...fields, portraitMediaId }, actor);
    else await addPerson(db, { ...fields, portraitMediaId }, actor);
  } catch (error) {
    if (error instanceof ConflictError) return invalid({}, 409, m.people.conflict);
    if (error instanceof NotFoundError) notFound();
    if (error instanceof ValidationError) return invalid(firstMessages(error.fieldErrors));
    log.error({ err: error }, "admin: saving a person failed");
    return invalid({}, 500, m.people.error);
  }
  return redirect("/admin/people?notice=saved");
}
