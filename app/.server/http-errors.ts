/** Turns the typed errors of server modules into HTTP responses, in one place. */
import { data } from "react-router";
import { ConflictError, NotFoundError, ValidationError } from "./errors";

/** Rethrows a known error as an HTTP error response; unknown errors propagate as 500s. */
export function throwAsHttpError(error: unknown): never {
  if (error instanceof NotFoundError) throw data({ message: error.message }, { status: 404 });
  if (error instanceof ConflictError) throw data({ message: error.message }, { status: 409 });
  if (error instanceof ValidationError) {
    throw data({ message: error.message, fieldErrors: error.fieldErrors }, { status: 400 });
  }
  throw error;
}

/** A positive page number from a query parameter; `undefined` when absent, `null` when invalid. */
export function parsePageParam(value: string | null): number | undefined | null {
  if (value === null) return undefined;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}
