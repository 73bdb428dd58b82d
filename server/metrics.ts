/**
 * The server's figures in the Prometheus text format at `/metrics`: requests and their latency by
 * route and status, page cache hits, database pool, mail outbox, process memory and event loop. Answered only
 * to `Authorization: Bearer $METRICS_TOKEN`; without the variable the address does not exist, so
 * the public never sees it.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export interface MetricsSources {
  pageCache: () => { entries: number; bytes: number };
  /** PostgreSQL's pool; absent on SQLite, which has no pool. */
  databasePool?: () => { total: number; idle: number; waiting: number };
  mailOutbox: () => Promise<{ pending: number; failed: number }>;
}

export interface Metrics {
  /** Records one finished request. */
  observe(
    labels: { method: string; route: string; status: number; cache?: string },
    ms: number,
  ): void;
  /** Answers `/metrics`. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

export function createMetrics(token: string | undefined, sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to the end of the response, by route and status (its _count counts requests).",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: "page_cache_requests_total",
    help: "Requests for shared pages answered from the page cache (hit) or rendered (miss).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "page_cache_entries",
    help: "Pages held by the page cache.",
    registers: [registry],
    collect() {
      this.set(sources.pageCache().entries);
    },
  });
  new Gauge({
    name: "page_cache_bytes",
    help: "Bytes held by the page cache (compressed pages).",
    registers: [registry],
    collect() {
      this.set(sources.pageCache().bytes);
    },
  });
  const pool = sources.databasePool;
  if (pool)
    new Gauge({
      name: "database_pool_connections",
      help: "PostgreSQL pool: open connections (total), idle ones, and queries waiting for one.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const figures = pool();
        this.set({ state: "total" }, figures.total);
        this.set({ state: "idle" }, figures.idle);
        this.set({ state: "waiting" }, figures.waiting);
      },
    });

  new Gauge({
    name: "mail_outbox_messages",
    help: "E-mails waiting in the outbox (pending) and given up on until staff retry them (failed).",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const counts = await sources.mailOutbox();
      this.set({ status: "pending" }, counts.pending);
      this.set({ status: "failed" }, counts.failed);
    },
  });

  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return {
    observe({ method, route, status, cache }, ms) {
      duration.observe({ method, route, status: String(status) }, ms / 1000);
      if (cache === "hit" || cache === "miss") cacheLookups.inc({ result: cache });
    },
    handle(req, res) {
      res.setHeader("Cache-Control", "no-store");
      if (!expected) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found");
        return;
      }
      // Compared as digests of equal length, in constant time.
      if (!timingSafeEqual(digest(req.headers.authorization ?? ""), expected)) {
        res
          .writeHead(401, {
            "Content-Type": "text/plain; charset=utf-8",
            "WWW-Authenticate": 'Bearer realm="metrics"',
          })
          .end("Unauthorized");
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { "Content-Type": registry.contentType }).end(text),
        () => res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Error"),
      );
    },
  };
}
