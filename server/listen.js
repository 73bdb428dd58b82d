/**
 * Serves an Express app over HTTP and shuts down gracefully on SIGTERM/SIGINT: stop accepting,
 * let in-flight requests finish, close the database, exit 0.
 */
import http from "node:http";

const shutdownGraceMs = 10_000;

/**
 * @param {import("express").Express} app
 * @param {{ port: number, host: string, onClose: () => Promise<void> }} options
 * @returns {Promise<http.Server>}
 */
export function listen(app, { port, host, onClose }) {
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      console.warn("[server] grace period over: closing remaining connections");
      server.closeAllConnections();
    }, shutdownGraceMs);
    force.unref();
    server.close(async () => {
      try {
        await onClose();
        console.log("[server] stopped cleanly");
        process.exit(0);
      } catch (error) {
        console.error("[server] error while closing:", error);
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  }
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
      const shownPort = typeof address === "object" && address ? address.port : port;
      console.log(`[server] listening on http://${shownHost}:${shownPort}`);
      resolve(server);
    });
  });
}
