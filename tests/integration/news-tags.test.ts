import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDatabase } from "~/.server/db/create-database";
import { migrateToLatest, migrations } from "~/.server/db/migrate";
import { dashboardPage } from "~/.server/news/dashboard";
import { createNews, deleteNews, getNews, listNews, updateNews } from "~/.server/news/repository";
import type { NewsInput } from "~/.server/news/types";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

function input(overrides: Partial<NewsInput> = {}): NewsInput {
  return {
    title: "Green bond listed",
    excerpt: "Listed on the exchange.",
    content: "<p>Listed.</p>",
    date: "2026-11-20",
    imageUrl: null,
    ...overrides,
  };
}

describe.each(testEngines)("news businesses and the newsroom's search on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("an item belongs to the group unless told otherwise; an edit without tags keeps them", async () => {
    const plain = await createNews(handle.db, input({ title: "Board changes" }));
    expect(plain.tags).toEqual(["group"]);
    const tagged = await createNews(
      handle.db,
      input({ title: "Trading app", tags: ["globalMarkets", "group", "globalMarkets"] }),
    );
    // Stored once each, listed in the order the businesses are.
    expect(tagged.tags).toEqual(["group", "globalMarkets"]);
    const edited = await updateNews(handle.db, tagged.id, tagged.version, input({ title: "App" }));
    expect(edited.tags).toEqual(["group", "globalMarkets"]);
    const moved = await updateNews(
      handle.db,
      tagged.id,
      edited.version,
      input({ title: "App", tags: ["assetManagement"] }),
    );
    expect(moved.tags).toEqual(["assetManagement"]);
    await expect(createNews(handle.db, input({ tags: ["hedgeFunds"] }))).rejects.toMatchObject({
      fieldErrors: { "tags.0": [expect.any(String)] },
    });
    await expect(createNews(handle.db, input({ tags: [] }))).rejects.toMatchObject({
      fieldErrors: { tags: ["Choose at least one business"] },
    });
    await deleteNews(handle.db, moved.id);
    await expect(getNews(handle.db, moved.id, { status: "all" })).rejects.toThrow();
  });

  test("a listing narrowed to a business counts and pages only its items", async () => {
    for (const n of [1, 2, 3])
      await createNews(
        handle.db,
        input({ title: `Capital deal ${n}`, date: `2026-10-0${n}`, tags: ["investmentBanking"] }),
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
      input({
        title: "Eurobond priced at 9.5%",
        translations: {
          fr: { title: "Euro-obligation placée", excerpt: "Placée.", content: "<p>Placée.</p>" },
        },
      }),
    );
    await createNews(handle.db, input({ title: "Eurobond priced at 9.25 percent" }));
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
      input({
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-migration-"));
  const handle = createDatabase({ dataDir });
  try {
    await new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    }).migrateTo("2026-11-24-03-news-addresses");
    const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await db
      .insertInto("news")
      .values({
        id: "old",
        slug: "old",
        title: "T",
        excerpt: "E",
        content: "<p>C</p>",
        image_url: null,
        date: "2026-01-05",
        status: "published",
        publish_at: "2026-01-05T08:00:00.000Z",
        unpublish_at: null,
        created_at: "2026-01-05T09:00:00.000Z",
        updated_at: "2026-01-05T09:00:00.000Z",
      })
      .execute();
    await migrateToLatest(handle.db);
    expect((await getNews(handle.db, "old")).tags).toEqual(["group"]);
    expect((await listNews(handle.db, { tag: "group" })).total).toBe(1);
  } finally {
    await handle.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
