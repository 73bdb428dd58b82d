/**
 * Serves an Express app over HTTP and shuts down without dropping requests on SIGTERM/SIGINT:
 * first a drain period in which the server keeps serving but reports not-ready (so a load
 * balancer moves traffic elsewhere) and closes each connection after its response; then it stops
 * accepting, lets in-flight requests finish, closes the database and exits 0.
 */
import http from "node:http";

const shutdownGraceMs = 10_000;

/**
 * @param {import("node:http").RequestListener} app
 * @param {{
 *   port: number,
 *   host: string,
 *   drainSeconds: number,
 *   onDrain: () => void,
 *   onClose: () => Promise<void>,
 *   log: import("pino").Logger,
 * }} options
 * @returns {Promise<http.Server>}
 */
export function listen(app, { port, host, drainSeconds, onDrain, onClose, log }) {
  /** @param {number} code */
  const exit = (code) => log.flush(() => process.exit(code));

  let draining = false;
  const server = http.createServer((req, res) => {
    // A client or proxy that keeps this connection would keep sending to a server about to stop.
    if (draining) res.setHeader("Connection", "close");
    app(req, res);
  });
  server.keepAliveTimeout = 65_000;

  function stop() {
    const force = setTimeout(() => {
      log.warn("grace period over: closing remaining connections");
      server.closeAllConnections();
    }, shutdownGraceMs);
    force.unref();
    server.close(async () => {
      try {
        await onClose();
        log.info("stopped cleanly");
        exit(0);
      } catch (error) {
        log.error({ err: error }, "error while closing");
        exit(1);
      }
    });
    server.closeIdleConnections();
  }

  /** @param {NodeJS.Signals} signal */
  function shutdown(signal) {
    if (draining) return;
    draining = true;
    onDrain();
    log.info(
      { signal, drainSeconds },
      `${signal} received: draining for ${drainSeconds} s, then finishing in-flight requests`,
    );
    if (drainSeconds > 0) setTimeout(stop, drainSeconds * 1000);
    else stop();
  }
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
      const shownPort = typeof address === "object" && address ? address.port : port;
      log.info(`listening on http://${shownHost}:${shownPort}`);
      resolve(server);
    });
  });
}
