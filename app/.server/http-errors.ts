/** The HTTP answers route modules give when what a URL names does not exist. */
import { data } from "react-router";
import { NotFoundError } from "./errors";

/**
 * Ends a loader or action with 404. The route's error boundary (or the site layout's) shows the
 * visitor the not-found page in their language.
 */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** What `load` gives, or 404 when it throws NotFoundError (an unknown or unpublished id). */
export async function foundOr404<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
