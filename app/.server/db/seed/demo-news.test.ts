import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { locales } from "~/i18n/locales";
import { loadDemoNews } from "./demo-news";

test("every demo item has a date, an existing image and its text in every locale", () => {
  const items = loadDemoNews();
  expect(items.length).toBeGreaterThanOrEqual(10);
  for (const item of items) {
    expect(item.date, item.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(fs.existsSync(path.join("public", item.image)), item.image).toBe(true);
    for (const locale of locales) {
      const text = item.text[locale];
      expect(text.title.trim(), `${item.slug} ${locale}`).not.toBe("");
      expect(text.excerpt.trim(), `${item.slug} ${locale}`).not.toBe("");
      expect(text.content, `${item.slug} ${locale}`).toMatch(/^<(p|h2)>/);
    }
  }
  const dates = items.map((item) => item.date);
  expect([...dates].sort()).toEqual(dates);
});

test("a malformed file is named in the error", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-news-"));
  fs.mkdirSync(path.join(dir, "broken"));
  for (const locale of locales)
    fs.writeFileSync(path.join(dir, "broken", `${locale}.html`), "<p>no front matter</p>\n");
  expect(() => loadDemoNews(dir)).toThrow(/broken\/en\.html: no front matter/);
  fs.rmSync(dir, { recursive: true });
});
