/**
 * The site's HTTP application: security headers, compression, health checks, static files
 * and the React Router handler. Bundled with the app by `react-router build`, so the app
 * and this server share one database client.
 */
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { sql } from "kysely";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { database } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { prepareDatabase } from "~/.server/startup";
import { requestInfoContext } from "~/lib/request-context";
import { securityHeaders } from "./security-headers";

export { getEnv, prepareDatabase };

export interface AppOptions {
  /** The built client (`build/client`); absent in development, where Vite serves files. */
  clientDir?: string;
}

export async function closeDatabase(): Promise<void> {
  await database.db.destroy();
}

export function createApp(options: AppOptions = {}): express.Express {
  const env = getEnv();
  const https = env.PUBLIC_URL?.startsWith("https:") ?? false;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY ? 1 : false);

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", readiness);

  app.use(securityHeaders({ development: env.NODE_ENV === "development", https }));
  app.use(compression());

  if (options.clientDir) {
    // Hashed build output never changes under the same name: cache it for a year.
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        fallthrough: false,
      }),
    );
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  // Uploaded images: keys carry a timestamp and never change, so they are cached for a year.
  app.use(
    "/media",
    express.static(path.join(env.dataDir, "uploads"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "deny",
      fallthrough: false,
    }),
  );

  app.use(accessLog);
  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        const origin = env.PUBLIC_URL
          ? new URL(env.PUBLIC_URL).origin
          : `${req.protocol}://${req.get("host") ?? "localhost"}`;
        const ip = req.ip ?? req.socket.remoteAddress ?? "unknown";
        context.set(requestInfoContext, { nonce: String(res.locals.nonce ?? ""), origin, ip });
        return context;
      },
    }),
  );
  app.use(lastResort);
  return app;
}

const readiness: RequestHandler = async (_req, res) => {
  res.set("Cache-Control", "no-store");
  try {
    await sql`select 1`.execute(database.db);
    res.json({ status: "ready", database: database.engine });
  } catch (error) {
    console.error(
      "[readyz] database check failed:",
      error instanceof Error ? error.message : error,
    );
    res.status(503).json({ status: "unavailable", database: database.engine });
  }
};

/** One line per request: method, path (never the query, which may carry personal data), status, time. */
const accessLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`[http] ${req.method} ${req.path} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
};

/** Errors outside React Router (a missing hashed asset, a broken stream) never leak details. */
const lastResort: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status =
    error && typeof error === "object" && "status" in error && typeof error.status === "number"
      ? error.status
      : 500;
  if (status >= 500) console.error("[http] unhandled error:", error);
  if (res.headersSent) return next(error);
  res
    .status(status)
    .type("text/plain")
    .send(status === 404 ? "Not Found" : "Internal Server Error");
};
