/**
 * The site's HTTP application: security headers and the access log for every request, cached
 * shared pages answered before anything else, then (Express) health checks, the Origin check on
 * every mutation, compression, static files and the React Router handler. Bundled with the app by `react-router build`, so the app and
 * this server share one database client.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { sql } from "kysely";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { hasSessionCookie } from "~/.server/auth/session-cookie";
import { readContentVersion } from "~/.server/content-version";
import { database } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { linkOrigin as siteLinkOrigin } from "~/.server/link-origin";
import { startPublishingClock, type PublishingClock } from "~/.server/news/publishing-clock";
import { log } from "~/.server/log";
import { mediaStorage } from "~/.server/media/media-storage";
import { startOutboxDelivery } from "~/.server/mail/app-mailer";
import { outboxCounts, type MailDelivery } from "~/.server/mail/outbox";
import { prepareDatabase, sweepUploads } from "~/.server/startup";
import { requestInfoContext } from "~/lib/request-context";
import { clientIp, requestOrigin } from "./client-address";
import { lastResort } from "./last-resort";
import { mediaFiles } from "./media-files";
import { createMetrics } from "./metrics";
import { createPageCache, type PageCache } from "./page-cache/page-cache";
import { precompressed } from "./precompressed";
import { redirectRepeatedSlashes } from "./repeated-slashes";
import { requestLog } from "./request-log";
import { routeMatcher } from "./route-match";
import { sameOriginGuard } from "./same-origin";
import { setSecurityHeaders } from "./security-headers";

export { getEnv, log, prepareDatabase };

export interface AppOptions {
  /** The built client (`build/client`); absent in development, where Vite serves files. */
  clientDir?: string;
}

/** The page cache of the app most recently created, for shutdown and for tests. */
export let pageCache: PageCache | undefined;

/** The publishing clock of the app most recently created. */
export let publishingClock: PublishingClock | undefined;

/** The outbox delivery of the app most recently created. */
let mailDelivery: MailDelivery | undefined;

/** Upload leftovers are swept at start-up and then hourly. */
let uploadSweep: NodeJS.Timeout | undefined;

let draining = false;

/** From now on `/readyz` answers 503, so a load balancer stops sending new requests here. */
export function beginDrain(): void {
  draining = true;
}

export async function closeDatabase(): Promise<void> {
  publishingClock?.stop();
  clearInterval(uploadSweep);
  // A delivery under way records its result before the database closes.
  await mailDelivery?.stop();
  pageCache?.close();
  await database.db.destroy();
}

export function createApp(options: AppOptions = {}): RequestListener {
  const env = getEnv();
  const https = env.PUBLIC_URL?.startsWith("https:") ?? false;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY ? 1 : false);

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", readiness);

  const build = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const mode = env.NODE_ENV === "development" ? "development" : "production";
  // Absolute links (e-mails, canonical, sitemap, feeds) never follow the request's Host header.
  const linkOrigin = siteLinkOrigin(env);
  if (!env.PUBLIC_URL && mode === "production")
    log.warn(
      `PUBLIC_URL is not set: links in e-mails, feeds and the sitemap point to ${linkOrigin}`,
    );
  // A form must come from the address the browser shows, which behind a proxy is not ours.
  const formOrigin = (req: IncomingMessage) =>
    env.PUBLIC_URL ? linkOrigin : requestOrigin(req, env.TRUST_PROXY);
  const loadContext = (req: IncomingMessage, shared: boolean) => {
    const context = new RouterContextProvider();
    const ip = clientIp(req, env.TRUST_PROXY);
    context.set(requestInfoContext, { origin: linkOrigin, ip, shared });
    return context;
  };

  pageCache?.close();
  pageCache = createPageCache({
    build,
    mode,
    origin: () => linkOrigin,
    loadContext: (req) => loadContext(req, true),
    readVersion: () => readContentVersion(database.db),
    maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    hasSession: (req) => hasSessionCookie(req.headers.cookie),
  });
  const cache = pageCache;
  publishingClock?.stop();
  // This server's pages follow a scheduled change at once; the others' at their next version check.
  publishingClock = startPublishingClock(database.db, () => void cache.watch.refresh());
  const metrics = createMetrics(env.METRICS_TOKEN, {
    pageCache: cache.stats,
    databasePool: database.poolStats,
    mailOutbox: () => outboxCounts(database.db),
  });
  app.get("/metrics", (req, res) => metrics.handle(req, res));
  let routeOf: ((pathname: string) => string | undefined) | undefined;
  build().then(
    (loaded) => (routeOf = routeMatcher(loaded.routes)),
    () => {},
  );
  const logRequest = requestLog(metrics, () => routeOf);
  mailDelivery = startOutboxDelivery(database.db);
  clearInterval(uploadSweep);
  uploadSweep = setInterval(() => void sweepUploads(), 60 * 60 * 1000).unref();
  app.use(cache.middleware);
  app.use(sameOriginGuard(formOrigin));
  app.use(compression());

  if (options.clientDir) {
    // Hashed build output never changes under the same name: cache it for a year.
    const assets = path.join(options.clientDir, "assets");
    const forever = { immutable: true, maxAge: "1y" };
    app.use("/assets", precompressed(assets, forever));
    app.use("/assets", express.static(assets, { ...forever, fallthrough: false }));
    const hourly = { immutable: false, maxAge: "1h" };
    app.use(precompressed(options.clientDir, hourly));
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  // Uploaded images, from disk or a bucket (or redirected to S3_PUBLIC_URL).
  app.use("/media", mediaFiles(mediaStorage, env.s3?.publicUrl));

  app.use(
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req) => loadContext(req, false),
    }),
  );
  app.use(lastResort);

  return (req, res) => {
    setSecurityHeaders(res, https);
    logRequest(req, res, () => {
      if (refuseUnknownMethod(req, res) || redirectRepeatedSlashes(req, res)) return;
      if (!cache.serveHit(req, res)) app(req, res);
    });
  };
}

// The methods the site answers; anything else (TRACE, CONNECT, made-up ones) gets 405 at once.
const methods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function refuseUnknownMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (methods.has(req.method ?? "")) return false;
  res.statusCode = 405;
  res.setHeader("Allow", [...methods].join(", "));
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end("Method Not Allowed");
  return true;
}

const readiness: RequestHandler = async (_req, res) => {
  res.set("Cache-Control", "no-store");
  if (draining) {
    res.status(503).json({ status: "draining", database: database.engine });
    return;
  }
  try {
    // A load balancer wants an answer within a second, also from a database that hangs.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      sql`select 1`.execute(database.db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("no answer within 900 ms")), 900);
      }),
    ]).finally(() => clearTimeout(timer));
    res.json({ status: "ready", database: database.engine });
  } catch (error) {
    log.error({ err: error }, "readiness: the database check failed");
    res.status(503).json({ status: "unavailable", database: database.engine });
  }
};
