import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { migrateToLatest } from "~/.server/db/migrate";
import { dashboardPage } from "~/.server/news/dashboard";
import { createNews, deleteNews, updateNews } from "~/.server/news/repository";
import { getNews, listNews } from "~/.server/news/queries";
import { newsInput, withOldNewsItem } from "./news-fixtures";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

describe.each(testEngines)("news businesses and the newsroom's search on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("an item belongs to the group unless told otherwise; an edit without tags keeps them", async () => {
    const plain = await createNews(handle.db, newsInput({ title: "Board changes" }));
    expect(plain.tags).toEqual(["group"]);
    const tagged = await createNews(
      handle.db,
      newsInput({ title: "Trading app", tags: ["globalMarkets", "group", "globalMarkets"] }),
    );
    // Stored once each, listed in the order the businesses are.
    expect(tagged.tags).toEqual(["group", "globalMarkets"]);
    const edited = await updateNews(
      handle.db,
      tagged.id,
      tagged.version,
      newsInput({ title: "App" }),
    );
    expect(edited.tags).toEqual(["group", "globalMarkets"]);
    const moved = await updateNews(
      handle.db,
      tagged.id,
      edited.version,
      newsInput({ title: "App", tags: ["assetManagement"] }),
    );
    expect(moved.tags).toEqual(["assetManagement"]);
    await expect(createNews(handle.db, newsInput({ tags: ["hedgeFunds"] }))).rejects.toMatchObject({
      fieldErrors: { "tags.0": [expect.any(String)] },
    });
    await expect(createNews(handle.db, newsInput({ tags: [] }))).rejects.toMatchObject({
      fieldErrors: { tags: ["Choose at least one business"] },
    });
    await deleteNews(handle.db, moved.id);
    await expect(getNews(handle.db, moved.id, { status: "all" })).rejects.toThrow();
  });

  test("a listing narrowed to a business counts and pages only its items", async () => {
    for (const n of [1, 2, 3])
      await createNews(
        handle.db,
        newsInput({
          title: `Capital deal ${n}`,
          date: `2026-10-0${n}`,
          tags: ["investmentBanking"],
        }),
      );
    const page = await listNews(handle.db, { tag: "investmentBanking", pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.pageCount).toBe(2);
    expect(page.items.map((item) => item.title)).toEqual(["Capital deal 3", "Capital deal 2"]);
    expect(page.items.every((item) => item.tags.includes("investmentBanking"))).toBe(true);
  });

  test("the title search ignores case, reads translated titles and takes % and _ literally", async () => {
    await createNews(
      handle.db,
      newsInput({
        title: "Eurobond priced at 9.5%",
        translations: {
          fr: { title: "Euro-obligation placée", excerpt: "Placée.", content: "<p>Placée.</p>" },
        },
      }),
    );
    await createNews(handle.db, newsInput({ title: "Eurobond priced at 9.25 percent" }));
    const titles = async (search: string) =>
      (await listNews(handle.db, { status: "all", search })).items.map((item) => item.title);
    expect(await titles("EUROBOND")).toHaveLength(2);
    expect(await titles("9.5%")).toEqual(["Eurobond priced at 9.5%"]);
    expect(await titles("9_5")).toEqual([]);
    expect(await titles("obligation plac")).toEqual(["Eurobond priced at 9.5%"]);
  });

  test("the newsroom's rows show each translation as written, machine-made or missing", async () => {
    const item = await createNews(
      handle.db,
      newsInput({
        title: "Fund factsheet published",
        status: "draft",
        translations: {
          fr: { title: "Fiche", excerpt: "Fiche.", content: "<p>Fiche.</p>" },
          zh: { title: "概况", excerpt: "概况。", content: "<p>概况。</p>", source: "machine" },
        },
      }),
    );
    const { items, total } = await dashboardPage(
      handle.db,
      { status: "draft", search: "factsheet", page: 1 },
      20,
    );
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      id: item.id,
      tags: ["group"],
      translations: { fr: "human", pt: "missing", es: "missing", zh: "machine" },
    });
  });
});

test("news written before businesses existed becomes the group's news", async () => {
  await withOldNewsItem("2026-11-24-03-news-addresses", async (handle) => {
    await migrateToLatest(handle.db);
    expect((await getNews(handle.db, "old")).tags).toEqual(["group"]);
    expect((await listNews(handle.db, { tag: "group" })).total).toBe(1);
  });
});
