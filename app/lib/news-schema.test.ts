import { expect, test } from "vitest";
import { fieldErrors } from "./field-errors";
import { newsFormSchema, readNewsForm } from "./news-schema";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

test("title, excerpt, content and date are required, with a message beside each", () => {
  const result = newsFormSchema.safeParse(readNewsForm(form({ title: "  " })));
  expect(result.success).toBe(false);
  expect(fieldErrors(result.error!)).toMatchObject({
    title: "Required",
    excerpt: "Required",
    content: "Required",
    date: "Required",
    tags: "Choose at least one business",
  });
});

test("impossible dates and foreign image URLs are refused", () => {
  const base = { title: "T", excerpt: "E", content: "<p>C</p>" };
  const bad = newsFormSchema.safeParse(
    readNewsForm(form({ ...base, date: "2026-02-30", imageUrl: "https://evil.example/x.png" })),
  );
  expect(fieldErrors(bad.error!)).toMatchObject({
    date: "This date does not exist",
    imageUrl: "Invalid image",
  });
});

test("a started translation must be complete; an empty one is ignored", () => {
  const base = {
    title: "T",
    excerpt: "E",
    content: "<p>C</p>",
    date: "2026-11-22",
    tags: "group",
  };
  const partial = newsFormSchema.safeParse(
    readNewsForm(form({ ...base, "translations.fr.title": "Titre" })),
  );
  expect(fieldErrors(partial.error!)).toEqual({
    "translations.fr.excerpt": "Required",
    "translations.fr.content": "Required",
  });
  const ok = newsFormSchema.parse(readNewsForm(form({ ...base, version: "3" })));
  expect(ok).toMatchObject({
    title: "T",
    date: "2026-11-22",
    imageUrl: null,
    version: 3,
    status: "published",
  });
});
