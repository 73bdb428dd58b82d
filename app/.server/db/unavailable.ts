/**
 * Whether an error means the database cannot be used right now (PostgreSQL stopped, unreachable,
 * restarting or out of connections; a SQLite file locked, read-only or on a full disk), as opposed
 * to a mistake in a query. Such errors are answered with 503 and "try again shortly", not 500.
 */

/** Socket errors of a connection that cannot be made or was lost. */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/** PostgreSQL: connection exceptions (class 08), shutdown or start-up, too many connections, timeouts. */
function postgresUnavailable(code: string): boolean {
  return (
    code.startsWith("08") ||
    code === "57P01" ||
    code === "57P02" ||
    code === "57P03" ||
    code === "53300" ||
    code === "57014"
  );
}

/** SQLite: busy or locked, read-only, disk full or failing, file missing or unopenable. */
const sqliteCodes = /^SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR|CANTOPEN|PROTOCOL)/;

/** Messages of the pg driver that carry no code. */
const driverMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|connect ECONNREFUSED/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (networkCodes.has(code) || sqliteCodes.test(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && postgresUnavailable(code)) return true;
  }
  if (error instanceof Error && driverMessages.test(error.message)) return true;
  // Several addresses tried (IPv4 and IPv6): every one failed.
  if (error instanceof AggregateError)
    return error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
