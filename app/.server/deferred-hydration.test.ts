import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { inlineScriptHashes } from "./csp";
import { deferHydration } from "./deferred-hydration";

// The shape of the end of a React Router document: preloads, then the module script that boots it.
const bootScript = `<script type="module" async="">;
import * as route0 from "/assets/root-1.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");</script>`;
const document = `<html><head><title>x</title></head><body><main>Page</main><script>window.__reactRouterContext = {};</script><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>${bootScript}<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

test("moves the boot script, unchanged, into an inert template and drops the preloads", () => {
  const html = deferHydration(document);
  const template = html.match(/<template id="hydration-scripts"([^>]*)>([\s\S]*?)<\/template>/);
  expect(template?.[2]).toBe(bootScript);
  // The client entry, the last and largest module the script asks for, is named for a preload.
  expect(template?.[1]).toBe(' data-entry="/assets/entry.client-1.js"');
  // Nothing outside the template asks for a script module any more.
  const outside = html.replace(/<template[\s\S]*?<\/template>/, "");
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(outside).not.toContain('type="module"');
  // The page's content and the data scripts stay where they were.
  expect(outside).toContain("<main>Page</main><script>window.__reactRouterContext = {};</script>");
  expect(outside).toContain("streamController.close();</script></body>");
});

test("a starter script follows the template and the policy allows both inline scripts", () => {
  const html = deferHydration(document);
  const starter = html.match(/<\/template><script>([\s\S]*?)<\/script>/)?.[1] ?? "";
  expect(starter).toContain('getElementById("hydration-scripts")');
  expect(starter).toContain('addEventListener("load"');
  const body = bootScript.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
  const hashes = inlineScriptHashes(html);
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  expect(hashes).toContain(sha(body));
  expect(hashes).toContain(sha(starter));
});

test("leaves a document without React Router's scripts as it is", () => {
  const plain = "<html><body><p>Hello</p></body></html>";
  expect(deferHydration(plain)).toBe(plain);
});
