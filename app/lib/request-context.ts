/** Values the server hands each request: the site's public origin, the client's address, and whether the page is shared. */
import { createContext as createRouterContext } from "react-router";

export interface RequestInfo {
  /** `https://example.com`, from PUBLIC_URL or else the address the server listens on. */
  origin: string;
  /** The client's address, from the socket or, with TRUST_PROXY, X-Forwarded-For. */
  ip: string;
  /** The page cache is rendering a page every visitor will get: nothing personal may go in it. */
  shared: boolean;
}

export const requestInfoContext = createRouterContext<RequestInfo>({
  origin: "",
  ip: "unknown",
  shared: false,
});
