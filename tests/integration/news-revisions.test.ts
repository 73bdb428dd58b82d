import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listAudit } from "~/.server/audit";
import { migrateToLatest } from "~/.server/db/migrate";
import { restoreRevision } from "~/.server/news/editing";
import { createNews, updateNews } from "~/.server/news/repository";
import { getNews } from "~/.server/news/queries";
import { getRevision, listRevisions } from "~/.server/news/revisions";
import type { NewsInput } from "~/.server/news/types";
import { newsInput, withOldNewsItem } from "./news-fixtures";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";
import { setApprovalRequired } from "~/.server/news/approval-rule";

const ruleSwitcher = {
  admin: { id: "a", email: "admin@bglgroup.ng", name: "Admin", role: "administrator" as const },
  ip: "127.0.0.1",
};

const input = (overrides: Partial<NewsInput> = {}) =>
  newsInput({ status: "published", ...overrides });

const actor = {
  admin: { id: "a1", email: "desk@bglgroup.ng", name: "News desk", role: "editor" as const },
  ip: "127.0.0.1",
};

describe.each(testEngines)("news revisions on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    // These saves publish directly: the approval rule has its own tests.
    await setApprovalRequired(handle.db, false, ruleSwitcher);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("every save keeps a revision: who, when and the whole state, in every language", async () => {
    const item = await createNews(handle.db, input({ status: "draft" }), { author: "a@bgl.ng" });
    const second = await updateNews(
      handle.db,
      item.id,
      item.version,
      input({
        status: "draft",
        title: "Green bond listed on the exchange",
        translations: {
          fr: { title: "Obligation verte cotée", excerpt: "E", content: "<p>C</p>" },
        },
      }),
      { author: "b@bgl.ng", now: new Date("2026-11-21T09:00:00Z") },
    );
    await updateNews(
      handle.db,
      item.id,
      second.version,
      input({ status: "draft", tags: ["assetManagement"] }),
      {
        author: "a@bgl.ng",
      },
    );
    const revisions = await listRevisions(handle.db, item.id);
    expect(revisions.map((revision) => [revision.number, revision.author])).toEqual([
      [3, "a@bgl.ng"],
      [2, "b@bgl.ng"],
      [1, "a@bgl.ng"],
    ]);
    const kept = await getRevision(handle.db, item.id, 2);
    expect(kept.createdAt).toBe("2026-11-21T09:00:00.000Z");
    expect(kept.snapshot).toMatchObject({
      title: "Green bond listed on the exchange",
      status: "draft",
      tags: ["group"],
      translations: { fr: { title: "Obligation verte cotée", source: "human" } },
    });
    // A save that leaves the translations alone keeps them in its revision too.
    expect((await getRevision(handle.db, item.id, 3)).snapshot).toMatchObject({
      tags: ["assetManagement"],
      translations: { fr: { title: "Obligation verte cotée" } },
    });
    // Drafts are not corrections.
    expect((await getNews(handle.db, item.id, { status: "all" })).revisedAt).toBeNull();
  });

  test("a published item whose text changes is marked updated; other changes do not mark it", async () => {
    const item = await createNews(handle.db, input());
    const redated = await updateNews(
      handle.db,
      item.id,
      item.version,
      input({ date: "2026-11-19" }),
    );
    expect(redated.revisedAt).toBeNull();
    const at = new Date("2026-11-25T10:00:00Z");
    const corrected = await updateNews(
      handle.db,
      item.id,
      redated.version,
      input({ date: "2026-11-19", excerpt: "Listed on the exchange on Thursday." }),
      { now: at },
    );
    expect(corrected.revisedAt).toBe(at.toISOString());
  });

  test("restoring brings back the text, as a new revision, keeping the address and state; it is audited", async () => {
    const item = await createNews(
      handle.db,
      input({
        title: "Fund results",
        translations: { zh: { title: "基金业绩", excerpt: "摘要", content: "<p>正文</p>" } },
      }),
    );
    const edited = await updateNews(
      handle.db,
      item.id,
      item.version,
      input({ title: "Fund results for 2026", slug: "fund-results-2026", translations: {} }),
    );
    const restored = await restoreRevision(handle.db, item.id, 1, actor);
    expect(restored).toMatchObject({
      title: "Fund results",
      slug: "fund-results-2026",
      status: "published",
    });
    expect(restored.version).toBe(edited.version + 1);
    expect((await getNews(handle.db, item.id, { locale: "zh" })).title).toBe("基金业绩");
    const [latest] = await listRevisions(handle.db, item.id);
    expect(latest).toMatchObject({ number: 3, restoredFrom: 1, author: actor.admin.email });
    const audit = await listAudit(handle.db, { page: 1 });
    expect(audit.entries[0]).toMatchObject({
      action: "news-revision-restore",
      actor: actor.admin.email,
      subject: item.id,
      detail: { revision: 1 },
    });
    await expect(restoreRevision(handle.db, item.id, 9, actor)).rejects.toThrow(/no revision 9/);
  });
});

test("news written before revisions were kept gets its present state as revision 1", async () => {
  await withOldNewsItem("2026-11-24-04-news-tags", async (handle) => {
    await migrateToLatest(handle.db);
    const revision = await getRevision(handle.db, "old", 1);
    expect(revision).toMatchObject({ author: null, createdAt: "2026-01-06T09:00:00.000Z" });
    expect(revision.snapshot).toMatchObject({ title: "T", status: "published", tags: [] });
    expect((await getNews(handle.db, "old")).revisedAt).toBeNull();
  });
});
