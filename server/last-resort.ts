/** Errors outside React Router (a missing hashed asset or image, a broken stream) never leak details. */
import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import { log } from "~/.server/log";

export const lastResort: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status =
    error && typeof error === "object" && "status" in error && typeof error.status === "number"
      ? error.status
      : 500;
  if (status >= 500) log.error({ err: error }, "unhandled error");
  if (res.headersSent) return next(error);
  res
    .status(status)
    .type("text/plain")
    .send(STATUS_CODES[status] ?? "Error");
};
