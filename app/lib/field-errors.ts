/**
 * The one way a form turns a Zod error into messages beside its fields: the first message for
 * each field, keyed by its dotted name (`title`, `translations.fr.title`, `texts.en.alt`), which is
 * also the field's `name` in the form. Shared by every form, in the browser and on the server.
 */
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}
