import { expect, test } from "vitest";
import { sanitizeNewsHtml } from "./html";

test("scripts, event handlers and javascript: links are removed", async () => {
  const dirty =
    '<p onclick="alert(1)">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">x</a><img src="/media/a.webp" onerror="alert(4)">';
  const clean = await sanitizeNewsHtml(dirty);
  expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  expect(clean).toContain("<p>Hi</p>");
  expect(clean).toContain('<img src="/media/a.webp" />');
});

test("images from other sites are dropped and external links open safely", async () => {
  const clean = await sanitizeNewsHtml(
    '<img src="https://evil.example/x.png"><a href="https://example.org">ext</a>',
  );
  expect(clean).not.toContain("evil.example");
  expect(clean).toContain('rel="noopener noreferrer"');
});

test("sanitising twice changes nothing", async () => {
  const once = await sanitizeNewsHtml('<h2>T</h2><p><a href="https://example.org">l</a></p>');
  expect(await sanitizeNewsHtml(once)).toBe(once);
});
