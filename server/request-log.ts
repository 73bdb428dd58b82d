/**
 * Every request gets an id (a proxy's valid `X-Request-Id`, else a new one), echoed back in the
 * response and carried by every log line written while it is handled. When the response is done,
 * one line records method, route, status, time and page-cache result, and the metrics count it.
 * The path itself is not logged: it may hold tokens (newsletter links) and the query personal data.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log, requestScope } from "~/.server/log";
import type { Metrics } from "./metrics";

const validId = /^[A-Za-z0-9._:-]{8,128}$/;

/** Paths answered outside the router, by the first segment. */
const fixedRoutes: Record<string, string> = {
  assets: "assets",
  media: "media",
  healthz: "healthz",
  readyz: "readyz",
  metrics: "metrics",
};

/**
 * The route a finished request belongs to: a fixed name outside the router, else the router's
 * route id (without the locale) or `static` for a file served beside the router's catch-all.
 */
export function routeName(
  pathname: string,
  status: number,
  routeOf: ((pathname: string) => string | undefined) | undefined,
): string {
  const fixed = fixedRoutes[pathname.split("/", 2)[1] ?? ""];
  if (fixed) return fixed;
  // Data requests of client navigation name the page they load for.
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const id = routeOf?.(page);
  if (!id) return "unmatched";
  // `fr/home` and `home` are one page; `routes/admin/login` reads better as `admin/login`.
  const name = id.replace(/^routes\//, "").replace(/^[a-z]{2}\//, "");
  return name === "not-found" && status < 400 ? "static" : name;
}

export function requestLog(
  metrics: Metrics,
  routeOf: () => ((pathname: string) => string | undefined) | undefined,
) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && validId.test(given) ? given : randomUUID();
    res.setHeader("X-Request-Id", id);
    const started = process.hrtime.bigint();
    res.once("close", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const url = req.url ?? "/";
      const query = url.indexOf("?");
      const status = res.statusCode;
      const route = routeName(query < 0 ? url : url.slice(0, query), status, routeOf());
      const cache = res.getHeader("x-page-cache") as string | undefined;
      const method = req.method ?? "GET";
      metrics.observe({ method, route, status, cache }, ms);
      log.info(
        {
          reqId: id,
          method,
          route,
          status,
          ms: Math.round(ms * 10) / 10,
          ...(cache ? { cache } : {}),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
    });
    requestScope.run(id, next);
  };
}
