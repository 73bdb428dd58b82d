import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { ConflictError, NotFoundError, ValidationError } from "~/.server/errors";
import { createNews, deleteNews, updateNews } from "~/.server/news/repository";
import { getNews, getNewsTranslations, listNews } from "~/.server/news/queries";
import type { NewsInput } from "~/.server/news/types";
import { migrateToLatest } from "~/.server/db/migrate";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

function input(overrides: Partial<NewsInput> = {}): NewsInput {
  return {
    title: "Bond programme closes",
    excerpt: "The programme closed oversubscribed.",
    content: "<p>The programme closed oversubscribed.</p>",
    date: "2026-05-01",
    imageUrl: "/images/news/default.webp",
    ...overrides,
  };
}

describe.each(testEngines)("news repository on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.cleanup();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom("news_translation").execute();
    await handle.db.deleteFrom("news").execute();
  });

  test("migrating again applies nothing", async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  test("lists newest date first, newest created first on the same date, one page at a time", async () => {
    const t0 = new Date("2026-01-01T10:00:00Z");
    const t1 = new Date("2026-01-01T11:00:00Z");
    await createNews(handle.db, input({ title: "Oldest", date: "2025-02-01" }), { now: t0 });
    await createNews(handle.db, input({ title: "Same day, first", date: "2026-03-10" }), {
      now: t0,
    });
    await createNews(handle.db, input({ title: "Same day, second", date: "2026-03-10" }), {
      now: t1,
    });
    await createNews(handle.db, input({ title: "Newest", date: "2026-07-04" }), { now: t0 });
    await createNews(handle.db, input({ title: "Middle", date: "2025-11-20" }), { now: t0 });

    const first = await listNews(handle.db, { pageSize: 2 });
    expect(first.items.map((item) => item.title)).toEqual(["Newest", "Same day, second"]);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });

    const second = await listNews(handle.db, { pageSize: 2, page: 2 });
    expect(second.items.map((item) => item.title)).toEqual(["Same day, first", "Middle"]);
    const third = await listNews(handle.db, { pageSize: 2, page: 3 });
    expect(third.items.map((item) => item.title)).toEqual(["Oldest"]);
    expect((await listNews(handle.db, { pageSize: 2, page: 4 })).items).toEqual([]);
  });

  test("drafts stay out of the public list and detail but appear in the admin view", async () => {
    const draft = await createNews(handle.db, input({ title: "Draft", status: "draft" }));
    await createNews(handle.db, input({ title: "Published" }));
    expect((await listNews(handle.db)).items.map((item) => item.title)).toEqual(["Published"]);
    expect((await listNews(handle.db, { status: "all" })).total).toBe(2);
    await expect(getNews(handle.db, draft.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await getNews(handle.db, draft.id, { status: "all" })).title).toBe("Draft");
  });

  test("reads the page's locale when translated and falls back to English, saying so", async () => {
    const item = await createNews(
      handle.db,
      input({
        translations: {
          fr: {
            title: "Clôture du programme obligataire",
            excerpt: "Sursouscrit.",
            content: "<p>Sursouscrit.</p>",
          },
        },
      }),
    );
    const fr = await getNews(handle.db, item.id, { locale: "fr" });
    expect(fr).toMatchObject({ title: "Clôture du programme obligataire", textLocale: "fr" });
    const zh = await getNews(handle.db, item.id, { locale: "zh" });
    expect(zh).toMatchObject({ title: "Bond programme closes", textLocale: "en" });
    const listed = await listNews(handle.db, { locale: "fr" });
    expect(listed.items[0]?.title).toBe("Clôture du programme obligataire");
  });

  test("an update with the current version saves and bumps the version", async () => {
    const item = await createNews(handle.db, input());
    expect(item.version).toBe(1);
    const later = new Date(Date.parse(item.updatedAt) + 60_000);
    const updated = await updateNews(handle.db, item.id, 1, input({ title: "Revised" }), {
      now: later,
    });
    expect(updated).toMatchObject({ title: "Revised", version: 2, createdAt: item.createdAt });
    expect(updated.updatedAt).toBe(later.toISOString());
  });

  test("an update from a stale version is refused and changes nothing", async () => {
    const item = await createNews(
      handle.db,
      input({ translations: { es: { title: "Cierre", excerpt: "E", content: "<p>C</p>" } } }),
    );
    await updateNews(handle.db, item.id, 1, input({ title: "First editor" }));
    await expect(
      updateNews(handle.db, item.id, 1, input({ title: "Second editor", translations: {} })),
    ).rejects.toBeInstanceOf(ConflictError);
    const stored = await getNews(handle.db, item.id);
    expect(stored).toMatchObject({ title: "First editor", version: 2 });
    expect(Object.keys(await getNewsTranslations(handle.db, item.id))).toEqual(["es"]);
  });

  test("updating or deleting an item that does not exist is a not-found error", async () => {
    await expect(updateNews(handle.db, "missing", 1, input())).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(deleteNews(handle.db, "missing")).rejects.toBeInstanceOf(NotFoundError);
  });

  test("delete removes the item and its translations", async () => {
    const item = await createNews(
      handle.db,
      input({ translations: { pt: { title: "Programa", excerpt: "E", content: "<p>C</p>" } } }),
    );
    await deleteNews(handle.db, item.id);
    await expect(getNews(handle.db, item.id, { status: "all" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const orphans = await handle.db.selectFrom("news_translation").selectAll().execute();
    expect(orphans).toEqual([]);
  });

  test("incomplete input is refused with field errors and nothing is written", async () => {
    const error = await createNews(handle.db, input({ title: " ", date: "2026-13-01" })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toHaveProperty("title");
    expect((error as ValidationError).fieldErrors).toHaveProperty("date");
    expect((await listNews(handle.db, { status: "all" })).total).toBe(0);
  });

  test("the store applies the admin form's rules to every writer", async () => {
    const error = await createNews(
      handle.db,
      input({ title: "x".repeat(201), date: "2026-02-30" }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      title: ["At most 200 characters"],
      date: ["This date does not exist"],
    });
    expect((await listNews(handle.db, { status: "all" })).total).toBe(0);
  });

  test("slugs stay unique when titles repeat", async () => {
    const a = await createNews(handle.db, input({ title: "Market outlook" }));
    const b = await createNews(handle.db, input({ title: "Market outlook" }));
    expect([a.slug, b.slug]).toEqual(["market-outlook", "market-outlook-2"]);
  });
});
