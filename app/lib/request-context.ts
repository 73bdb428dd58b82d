/** Values the server hands each request: the CSP nonce for inline scripts and the site's public origin. */
import { createContext } from "react";
import { createContext as createRouterContext } from "react-router";

export interface RequestInfo {
  nonce: string;
  /** `https://example.com`, from PUBLIC_URL or else the request itself. */
  origin: string;
  /** The client's address, from the socket or, with TRUST_PROXY, X-Forwarded-For. */
  ip: string;
}

export const requestInfoContext = createRouterContext<RequestInfo>({
  nonce: "",
  origin: "",
  ip: "unknown",
});

/** The nonce for React's `<Scripts>`; empty in the browser, which hides nonces from scripts anyway. */
export const NonceContext = createContext("");
