/**
 * How a route says that its page is the same for every visitor, so the server's page cache may
 * keep it:
 *
 *     export const handle = { sharedPage: { query: ["page"] } } satisfies SharedPageHandle;
 *
 * `query` names the parameters that change the page; every other parameter (tracking tags and the
 * like) is ignored for that page. A route without it is never cached, and a route that has it can
 * still opt out of one response by sending a Cache-Control header of its own (an error state, say).
 * Only a type, so no code reaches the browser's bundles.
 */
export interface SharedPageHandle {
  sharedPage: { query: readonly string[] };
}
