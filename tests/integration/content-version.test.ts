import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readContentVersion } from "~/.server/content-version";
import { createNews, deleteNews, updateNews } from "~/.server/news/repository";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

describe.each(testEngines)("content version on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  /** Runs a change and says whether the content version moved. */
  async function moves(change: () => Promise<unknown>): Promise<boolean> {
    const before = await readContentVersion(handle.db);
    await change();
    return (await readContentVersion(handle.db)) !== before;
  }

  test("every change to news or its translations moves the version; other writes do not", async () => {
    const base = {
      title: "Rights issue closes",
      excerpt: "Fully subscribed.",
      content: "<p>Fully subscribed.</p>",
      date: "2026-06-01",
      imageUrl: null,
    };
    let item = await createNews(handle.db, base);
    expect(await moves(() => createNews(handle.db, { ...base, title: "Second" }))).toBe(true);
    expect(
      await moves(async () => {
        item = await updateNews(handle.db, item.id, item.version, { ...base, title: "Edited" });
      }),
    ).toBe(true);
    expect(
      await moves(async () => {
        item = await updateNews(handle.db, item.id, item.version, { ...base, status: "draft" });
      }),
    ).toBe(true);
    const translation = { title: "Clôture", excerpt: "Souscrite.", content: "<p>Oui.</p>" };
    expect(
      await moves(() =>
        handle.db
          .insertInto("news_translation")
          .values({
            news_id: item.id,
            locale: "fr",
            source: "machine",
            updated_at: "",
            ...translation,
          })
          .execute(),
      ),
    ).toBe(true);
    expect(
      await moves(() =>
        handle.db.deleteFrom("news_translation").where("news_id", "=", item.id).execute(),
      ),
    ).toBe(true);
    expect(await moves(() => deleteNews(handle.db, item.id))).toBe(true);
    expect(
      await moves(() =>
        handle.db
          .insertInto("rate_event")
          .values({ id: "probe", bucket: "probe", key: "127.0.0.1", at: new Date().toISOString() })
          .execute(),
      ),
    ).toBe(false);
  });
});
