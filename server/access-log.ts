/**
 * One line per request: method, path (never the query, which may carry personal data), status,
 * time. Lines are written in batches, once per turn of the event loop: standard output to a pipe
 * is synchronous, and one write per request would cost a busy server much of its time.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

let pending: string[] = [];

function writeLine(line: string): void {
  pending.push(line);
  if (pending.length > 1) return;
  setImmediate(() => {
    const lines = pending;
    pending = [];
    process.stdout.write(`${lines.join("\n")}\n`);
  });
}

export function logRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const path = query < 0 ? url : url.slice(0, query);
    writeLine(`[http] ${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
}
