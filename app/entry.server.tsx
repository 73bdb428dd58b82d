import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "./.server/csp";
import { deferHydration } from "./.server/deferred-hydration";
import { getEnv } from "./.server/env";
import { isDatabaseUnavailable } from "./.server/db/unavailable";
import { requestInfoContext } from "./lib/request-context";
import { log } from "~/.server/log";

export const streamTimeout = 5_000;

/**
 * Requests that failed because the database could not be used: their error page is answered with
 * 503 and Retry-After (try again shortly), not 500 (something is broken). The router reports each
 * failure to `handleError` with the original error before it renders the error page, and hides
 * the error's details from the page itself.
 */
const outages = new WeakSet<Request>();

/**
 * Every document is rendered whole before it is sent: its Content-Security-Policy names the hashes
 * of its inline scripts, and the page cache keeps the same bytes for every visitor.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { shared } = loadContext.get(requestInfoContext);
  if (responseStatusCode === 500 && outages.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "30");
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // A finished part is written in place however large it is, never moved to the end of
        // the document with a script that puts it back.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            const html = deferHydration(Buffer.concat(chunks).toString("utf8"));
            const env = getEnv();
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy(inlineScriptHashes(html), {
                development: env.NODE_ENV === "development",
                https: env.PUBLIC_URL?.startsWith("https:") ?? false,
              }),
            );
            // Only the page cache may share a document; anything else is for this visitor alone.
            if (!shared && !responseHeaders.has("Cache-Control"))
              responseHeaders.set("Cache-Control", "private, no-store");
            resolve(new Response(html, { headers: responseHeaders, status }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          log.error({ err: error }, "rendering a page failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** A 4xx answer a route gave on purpose (`throw data(null, { status: 404 })`), not a failure. */
function isDeliberateAnswer(error: unknown): boolean {
  if (error instanceof Response || isRouteErrorResponse(error)) return error.status < 500;
  if (
    error &&
    typeof error === "object" &&
    "type" in error &&
    error.type === "DataWithResponseInit"
  )
    return ((error as { init?: { status?: number } }).init?.status ?? 200) < 500;
  return false;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || isDeliberateAnswer(error)) return;
  if (isDatabaseUnavailable(error)) {
    outages.add(request);
    log.warn({ err: error, method: request.method }, "the database is unavailable");
    return;
  }
  log.error({ err: error, method: request.method }, "a request failed in the app");
}
