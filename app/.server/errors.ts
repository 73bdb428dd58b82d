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
