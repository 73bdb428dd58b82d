/**
 * What every form action does after the Origin check (a middleware, in front of every route):
 * read the body within the form's size limit, put its fields into the schema's shape, validate
 * with the form's shared Zod schema. On failure it hands back the messages for each field (in the
 * language the schema was made for) and what was typed, so the form is shown again as it was.
 * Spam defences and limits, which only public forms need, are the actions' own next steps.
 */
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/lib/field-errors";
import { readForm } from "./read-form";

export type ValidatedForm<T, V> =
  | { ok: true; data: T; values: V; form: FormData }
  | { ok: false; fieldErrors: FieldErrors; values: V; form: FormData };

export async function validatedForm<S extends z.ZodType, V>(
  request: Request,
  schema: S,
  read: (form: FormData) => V,
  maxBytes?: number,
): Promise<ValidatedForm<z.output<S>, V>> {
  const form = await readForm(request, maxBytes);
  const values = read(form);
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data, values, form }
    : { ok: false, fieldErrors: fieldErrors(parsed.error), values, form };
}
