import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { currentAddress } from "~/.server/news/addresses";
import { createNews, updateNews } from "~/.server/news/repository";
import { getNewsBySlug } from "~/.server/news/queries";
import type { NewsItem } from "~/.server/news/types";
import { newsInput } from "./news-fixtures";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

describe.each(testEngines)("news addresses on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  const move = (item: NewsItem, slug: string) =>
    updateNews(handle.db, item.id, item.version, newsInput({ title: item.title, slug }));

  test("an item answers at a slug of its English title; the id leads there", async () => {
    const item = await createNews(handle.db, newsInput({ title: "Q3 market review: équités" }));
    expect(item.slug).toBe("q3-market-review-equites");
    expect((await getNewsBySlug(handle.db, item.slug)).id).toBe(item.id);
    expect(await currentAddress(handle.db, item.id)).toBe(item.slug);
  });

  test("a changed address keeps the old one answering, and moving back leaves no loop", async () => {
    const item = await createNews(handle.db, newsInput({ title: "Rights issue opens" }));
    const moved = await move(item, "rights-issue-2026");
    expect(moved.slug).toBe("rights-issue-2026");
    expect(await currentAddress(handle.db, "rights-issue-opens")).toBe("rights-issue-2026");

    const back = await move(moved, "rights-issue-opens");
    expect((await getNewsBySlug(handle.db, "rights-issue-opens")).id).toBe(item.id);
    expect(await currentAddress(handle.db, "rights-issue-2026")).toBe("rights-issue-opens");
    expect(await currentAddress(handle.db, "rights-issue-opens")).toBeUndefined();
    expect(back.version).toBe(item.version + 2);
  });

  test("the preview page's address is never an item's", async () => {
    await expect(
      createNews(handle.db, newsInput({ title: "Anything", slug: "preview" })),
    ).rejects.toMatchObject({
      fieldErrors: { slug: ["This address belongs to a page of the site; choose another"] },
    });
    expect((await createNews(handle.db, newsInput({ title: "Preview" }))).slug).toBe("preview-2");
  });

  test("an address in use, now or before, is not given to another item", async () => {
    const first = await createNews(handle.db, newsInput({ title: "Fund results" }));
    await move(first, "fund-results-2026");
    await expect(
      createNews(handle.db, newsInput({ title: "Other", slug: "fund-results" })),
    ).rejects.toMatchObject({ fieldErrors: { slug: ["Another news item uses this address"] } });
    await expect(
      createNews(handle.db, newsInput({ title: "Other", slug: "fund-results-2026" })),
    ).rejects.toMatchObject({ fieldErrors: { slug: ["Another news item uses this address"] } });
    // Made from a title, it steps aside instead.
    expect((await createNews(handle.db, newsInput({ title: "Fund results" }))).slug).toBe(
      "fund-results-2",
    );
  });

  test("an address that is not a slug is refused; unpublished items have no public address", async () => {
    await expect(createNews(handle.db, newsInput({ slug: "Not A Slug!" }))).rejects.toMatchObject({
      fieldErrors: { slug: ["Use lowercase letters, digits and single hyphens"] },
    });
    const draft = await createNews(handle.db, newsInput({ title: "Draft only", status: "draft" }));
    expect(await currentAddress(handle.db, draft.id)).toBeUndefined();
    await expect(getNewsBySlug(handle.db, draft.slug)).rejects.toThrow();
  });
});
