/** Who is asking and through which origin, read as Express reads them with `trust proxy` set to one hop. */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

function lastForwarded(value: string | string[] | undefined): string | undefined {
  const header = Array.isArray(value) ? value.join(",") : value;
  const last = header?.split(",").at(-1)?.trim();
  return last || undefined;
}

/** The client's address: the socket's, or behind one trusted proxy the last X-Forwarded-For entry. */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? lastForwarded(req.headers["x-forwarded-for"]) : undefined;
  return forwarded ?? req.socket.remoteAddress ?? "unknown";
}

/** `https://host` of the request: X-Forwarded-Proto behind a trusted proxy, else the socket. */
export function requestOrigin(req: IncomingMessage, trustProxy: boolean): string {
  const encrypted = (req.socket as TLSSocket).encrypted === true;
  const forwarded = trustProxy
    ? String(req.headers["x-forwarded-proto"] ?? "")
        .split(",")[0]
        ?.trim()
    : "";
  const protocol = forwarded || (encrypted ? "https" : "http");
  return `${protocol}://${req.headers.host ?? "localhost"}`;
}
