import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sanitizeNewsHtml } from "~/.server/html";
import { addNews } from "~/.server/news/editing";
import { getNews } from "~/.server/news/queries";
import { xssVectors } from "../fixtures/xss-vectors";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";
import { setApprovalRequired } from "~/.server/news/approval-rule";

const ruleSwitcher = {
  admin: { id: "a", email: "admin@bglgroup.ng", name: "Admin", role: "administrator" as const },
  ip: "127.0.0.1",
};

const executable =
  /<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|template|noscript|video|audio|marquee|body|details)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:text|expression\(|srcdoc/i;

test.each(xssVectors)("nothing executable survives: %s", async (vector) => {
  const clean = await sanitizeNewsHtml(`<p>Before</p>${vector}<p>After</p>`);
  expect(clean).not.toMatch(executable);
  expect(clean).toContain("<p>Before</p>");
});

test.each(xssVectors)("sanitising twice changes nothing: %s", async (vector) => {
  const once = await sanitizeNewsHtml(vector);
  expect(await sanitizeNewsHtml(once)).toBe(once);
});

test("the allowed vocabulary of a news article is kept", async () => {
  const article =
    "<h2>Results</h2><p>Net <strong>income</strong> rose <em>21%</em>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>" +
    '<blockquote>Quote</blockquote><table><thead><tr><th scope="col">Year</th></tr></thead><tbody><tr><td>2026</td></tr></tbody></table>' +
    '<p><a href="/services/global-markets">Global Markets</a> · <a href="mailto:info@bglgroup.ng">mail</a> · <a href="tel:+2342012700100">call</a></p>' +
    '<img src="/media/news/1_chart.png" alt="Chart">';
  expect(await sanitizeNewsHtml(article)).toBe(article.replace('alt="Chart">', 'alt="Chart" />'));
});

describe.each(testEngines)("content saved through the CMS on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    // These saves publish directly: the approval rule has its own tests.
    await setApprovalRequired(handle.db, false, ruleSwitcher);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("is stored sanitised, in English and in every translation", async () => {
    const dirty = `<p>Safe</p>${xssVectors.join("")}`;
    const empty = { title: "", excerpt: "", content: "", source: "human" as const };
    const item = await addNews(
      handle.db,
      {
        title: "T",
        excerpt: "E",
        content: dirty,
        date: "2026-11-22",
        tags: ["group"],
        status: "published",
        publishAt: null,
        unpublishAt: null,
        imageUrl: null,
        translations: {
          fr: { title: "T", excerpt: "E", content: dirty, source: "human" },
          pt: empty,
          es: empty,
          zh: empty,
        },
      },
      {
        admin: { id: "a", email: "editor@bglgroup.ng", name: "Editor", role: "editor" as const },
        ip: "127.0.0.1",
      },
    );
    for (const locale of ["en", "fr"] as const) {
      const stored = await getNews(handle.db, item.id, { locale });
      expect(stored.content).toContain("<p>Safe</p>");
      expect(stored.content).not.toMatch(executable);
    }
  });
});
