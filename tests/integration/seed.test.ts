import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedDemoContent } from "~/.server/db/seed";
import { loadDemoNews } from "~/.server/db/seed/demo-news";

const demoNews = loadDemoNews();
import { deleteNews } from "~/.server/news/repository";
import { getNews, listNews } from "~/.server/news/queries";
import { locales } from "~/i18n/locales";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

describe.each(testEngines)("demo seed on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("loads every demo item, in all five languages, into an empty database once", async () => {
    const first = await seedDemoContent(handle.db);
    expect(first).toEqual({ seeded: true, count: demoNews.length });
    const page = await listNews(handle.db, { pageSize: 100 });
    expect(page.total).toBe(demoNews.length);
    expect(page.total).toBeGreaterThanOrEqual(8);
    const newest = page.items[0]!;
    for (const locale of locales) {
      const item = await getNews(handle.db, newest.id, { locale });
      expect(item.textLocale).toBe(locale);
    }
    expect(await seedDemoContent(handle.db)).toMatchObject({ seeded: false });
  });

  test("does not come back after an administrator deletes every item", async () => {
    for (const item of (await listNews(handle.db, { pageSize: 100, status: "all" })).items) {
      await deleteNews(handle.db, item.id);
    }
    expect(await seedDemoContent(handle.db)).toMatchObject({ seeded: false });
    expect((await listNews(handle.db)).total).toBe(0);
  });
});
