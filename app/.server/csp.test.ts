import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("hashes each inline script once and ignores scripts loaded from a file", () => {
  const html = `<head><script>window.a=1</script></head><body>
    <script type="module" src="/assets/entry.js"></script>
    <script type="module">import "/assets/x.js";</script><script>window.a=1</script></body>`;
  expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/assets/x.js";')]);
});

test("the policy allows only the site's own files and the hashed inline scripts", () => {
  const policy = contentSecurityPolicy([sha("x")], { development: false, https: true });
  const scriptSrc = policy.split("; ").find((part) => part.startsWith("script-src "));
  expect(scriptSrc).toBe(`script-src 'self' ${sha("x")}`);
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(policy).toContain("upgrade-insecure-requests");
});
