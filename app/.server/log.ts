/**
 * The server's log: one JSON object per line on standard output (pino), written asynchronously so
 * a busy server does not wait on the pipe. Lines written while a request is handled carry its id.
 * Error messages and stacks are scrubbed of e-mail addresses, and only an error's type, message,
 * code and stack are kept: drivers attach details (a PostgreSQL error's `detail` quotes the
 * offending values) that may hold personal data.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { getEnv } from "./env";

/** The id of the request being handled, for every line logged on its behalf. */
export const requestScope = new AsyncLocalStorage<string>();

const emailAddress = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;

/** Text with every e-mail address replaced by `[email]`. */
export function scrub(text: string): string {
  return text.replace(emailAddress, "[email]");
}

function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrub(error.message),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
  };
}

/** A logger with the server's format, writing to `destination`. */
export function createLog(destination: pino.DestinationStream, level: string): pino.Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
      mixin: () => {
        const id = requestScope.getStore();
        return id ? { reqId: id } : {};
      },
    },
    destination,
  );
}

export const log = createLog(pino.destination({ sync: false }), getEnv().LOG_LEVEL);
