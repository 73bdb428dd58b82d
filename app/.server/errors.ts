/** Typed errors thrown by server modules; route modules map them to HTTP statuses in one place. */
export class NotFoundError extends Error {
  override name = "NotFoundError";
}

export class ConflictError extends Error {
  override name = "ConflictError";
}

export class ValidationError extends Error {
  override name = "ValidationError";
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/** The signed-in person may not do this (`reason` says why, for the message they are shown). */
export class ForbiddenError extends Error {
  override name = "ForbiddenError";
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}
