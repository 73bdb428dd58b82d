import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedPeople, seedTrackRecord } from "~/.server/db/seed";
import { createNews, deleteNews, updateNews } from "~/.server/news/repository";
import { rebuildSearchIndex, refreshSiteDocuments } from "~/.server/search/documents";
import { searchQuery, searchSite } from "~/.server/search/search";
import type { Locale } from "~/i18n/locales";
import type { SearchHit } from "~/lib/search";
import { newsInput } from "./news-fixtures";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const hour = 3_600_000;

const text = (parts: SearchHit["title"]) => parts.map((part) => part.text).join("");

describe.each(testEngines)("site search on %s", (engine) => {
  let database: TestDatabase;

  async function find(q: string, locale: Locale = "en", page = 1, now?: Date) {
    const query = searchQuery(q);
    return searchSite(database.db, { terms: query.terms, locale, page, pageSize: 10, now });
  }
  const urls = async (q: string, locale: Locale = "en", now?: Date) =>
    (await find(q, locale, 1, now)).hits.map((hit) => hit.url);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // The sample team and track record a new site receives: what the searches look for.
    await seedPeople(database.db);
    await seedTrackRecord(database.db);
    await rebuildSearchIndex(database.db);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  test("finds a person by surname, leading to the profile", async () => {
    const results = await find("Oduya");
    expect(results.hits[0]?.url).toBe("/company/management/funmilayo-oduya");
    expect(results.hits[0]?.kind).toBe("person");
    expect(results.hits[0]?.title).toContainEqual({ text: "Oduya", mark: true });
    // The same person in Chinese, under the Chinese profile address.
    expect(await urls("Oduya", "zh")).toContain("/zh/company/management/funmilayo-oduya");
  });

  test("finds a milestone by its client, leading to its card on the track record", async () => {
    expect(await urls("Lagos infrastructure bond")).toContain(
      "/milestone#milestone-lagos-infrastructure-bond",
    );
    expect(await urls("牵头发行机构", "zh")).toContain(
      "/zh/milestone#milestone-lagos-infrastructure-bond",
    );
    // Two characters: shorter than a trigram, found all the same.
    expect(await urls("木薯", "zh")).toContain(
      "/zh/milestone#milestone-agro-processor-commercial-paper",
    );
  });

  test("finds a page section by a word of its copy, in the visitor's language", async () => {
    const results = await find("accountability");
    expect(results.hits.map((hit) => hit.url)).toContain("/company/about#culture");
    const culture = results.hits.find((hit) => hit.url === "/company/about#culture")!;
    expect(culture.snippet.some((part) => part.mark && /accountability/i.test(part.text))).toBe(
      true,
    );
    expect(await urls("诚信与担当", "zh")).toContain("/zh/company/about#culture");
    // French words without their accents still find the French page.
    expect((await find("integrite", "fr")).total).toBeGreaterThan(0);
  });

  test("finds published news by a word of its body in English and Chinese, never a draft or a scheduled item before its time", async () => {
    const published = await createNews(
      database.db,
      newsInput({
        title: "Refinery bond closes",
        excerpt: "A landmark deal.",
        content: "<p>The quixotic refinery financing closed today.</p>",
        translations: {
          zh: {
            title: "炼油厂债券完成发行",
            excerpt: "一项里程碑交易。",
            content: "<p>炼油厂融资项目今日顺利完成交割。</p>",
          },
        },
      }),
    );
    await createNews(
      database.db,
      newsInput({ title: "Draft note", content: "<p>quixotic draft wording</p>", status: "draft" }),
    );
    const scheduled = await createNews(
      database.db,
      newsInput({
        title: "Scheduled note",
        content: "<p>quixotic scheduled wording</p>",
        status: "scheduled",
        publishAt: new Date(Date.now() + hour).toISOString(),
      }),
    );
    expect(await urls("quixotic")).toEqual([`/news/${published.slug}`]);
    expect(await urls("融资项目", "zh")).toEqual([`/zh/news/${published.slug}`]);
    expect(await urls("交割", "zh")).toEqual([`/zh/news/${published.slug}`]);
    // French has no translation: the original text is what the French page shows, and finds.
    expect(await urls("quixotic", "fr")).toEqual([`/fr/news/${published.slug}`]);

    // Its time comes: findable from then, without anything else being written.
    const later = new Date(Date.now() + 2 * hour);
    expect(await urls("quixotic", "en", later)).toContain(`/news/${scheduled.slug}`);

    // Taken down by hand, then deleted: gone.
    const down = await updateNews(database.db, published.id, published.version, {
      ...newsInput({
        title: published.title,
        content: "<p>The quixotic refinery financing closed today.</p>",
      }),
      status: "unpublished",
    });
    expect(await urls("refinery")).toEqual([]);
    await updateNews(database.db, published.id, down.version, {
      ...newsInput({ title: "Refinery bond closes", content: "<p>quixotic again</p>" }),
      status: "published",
    });
    expect(await urls("refinery")).toEqual([`/news/${published.slug}`]);
    await deleteNews(database.db, published.id);
    expect(await urls("refinery")).toEqual([]);
    expect(await urls("炼油厂", "zh")).toEqual([]);
  });

  test("an item with an end time stops being found at it", async () => {
    const item = await createNews(
      database.db,
      newsInput({
        title: "Ephemeral notice",
        content: "<p>zygomorphic announcement</p>",
        unpublishAt: new Date(Date.now() + hour).toISOString(),
      }),
    );
    expect(await urls("zygomorphic")).toEqual([`/news/${item.slug}`]);
    expect(await urls("zygomorphic", "en", new Date(Date.now() + 2 * hour))).toEqual([]);
  });

  test("snippets and titles keep the content's HTML as text", async () => {
    const item = await createNews(
      database.db,
      newsInput({
        title: "Markup <b>title</b> & notes",
        content: "<p>Xylophonic &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>",
      }),
    );
    const [hit] = (await find("xylophonic")).hits;
    expect(hit?.url).toBe(`/news/${item.slug}`);
    expect(text(hit!.title)).toBe("Markup <b>title</b> & notes");
    expect(text(hit!.snippet)).toContain("<script>alert(1)</script> & more");
  });

  test("hostile queries give results or none, never an error", async () => {
    const hostile = [
      '"',
      '"unbalanced',
      "*",
      "OR",
      "bond OR",
      "NEAR(bond capital)",
      "-bond",
      "bond -capital",
      "'; drop table news; --",
      "%",
      "_",
      "\\",
      "a".repeat(1000),
      "债".repeat(1000),
      "💰📈",
      "bond 💰",
      "AND NOT ^ : () {} []",
      "col:bond",
    ];
    for (const locale of ["en", "zh"] as const) {
      for (const q of hostile) {
        const results = await find(q, locale);
        expect(results.total, `${locale} ${q.slice(0, 20)}`).toBeGreaterThanOrEqual(0);
      }
    }
    expect((await find("'; drop table news; --")).total).toBeGreaterThanOrEqual(0);
    expect(await urls("Oduya")).toContain("/company/management/funmilayo-oduya");
  });

  test("pages through many results", async () => {
    const first = await find("BGL");
    expect(first.total).toBeGreaterThan(10);
    expect(first.hits).toHaveLength(10);
    const second = await find("BGL", "en", 2);
    expect(second.hits.map((hit) => hit.url)).not.toContain(first.hits[0]!.url);
  });

  test("refreshing the site documents twice leaves one of each", async () => {
    await refreshSiteDocuments(database.db);
    await refreshSiteDocuments(database.db);
    expect(await urls("Oduya")).toEqual(["/company/management/funmilayo-oduya"]);
  });
});

describe("search queries", () => {
  test("are cut into words, and long ones shortened", () => {
    expect(searchQuery('  Bond   OR  "capital" NEAR( ').terms).toEqual([
      "bond",
      "or",
      "capital",
      "near",
    ]);
    const long = searchQuery("x".repeat(250));
    expect(long.truncated).toBe(true);
    expect(long.text).toHaveLength(200);
    expect(searchQuery("💰").terms).toEqual([]);
    expect(searchQuery(null)).toEqual({ text: "", terms: [], truncated: false });
  });
});
