import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Migrator, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDatabase } from "~/.server/db/create-database";
import { migrateToLatest } from "~/.server/db/migrate";
import * as newsMigration from "~/.server/db/migrations/2026-11-22-01-news";
import type { Database } from "~/.server/db/schema";
import {
  applyDueChanges,
  startPublishingClock,
  type DueChanges,
} from "~/.server/news/publishing-clock";
import { createNews } from "~/.server/news/repository";
import { getNews, listNews } from "~/.server/news/queries";
import type { NewsInput } from "~/.server/news/types";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");

const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

function input(overrides: Partial<NewsInput> = {}): NewsInput {
  return {
    title: "Eurobond priced",
    excerpt: "Priced at par.",
    content: "<p>Priced at par.</p>",
    date: "2026-11-25",
    imageUrl: null,
    ...overrides,
  };
}

/**
 * Starts `count` processes, each connected to the database on its own like an app server, that all
 * check the schedule at the same moment; returns what each one changed.
 */
async function raceInstances(
  database: TestDatabase,
  count: number,
  checkAt: Date,
): Promise<DueChanges[]> {
  const startAt = Date.now() + 3000;
  const runs = Array.from({ length: count }, () =>
    run(process.execPath, [tsx, path.join(import.meta.dirname, "publishing-instance.ts")], {
      env: {
        ...process.env,
        DATABASE_OPTIONS: JSON.stringify(database.options),
        START_AT: String(startAt),
        CHECK_AT: checkAt.toISOString(),
      },
    }),
  );
  return (await Promise.all(runs)).map(({ stdout }) => JSON.parse(stdout) as DueChanges);
}

async function publicIds(db: Kysely<Database>): Promise<string[]> {
  return (await listNews(db, { pageSize: 100 })).items.map((item) => item.id);
}

async function auditOf(db: Kysely<Database>, id: string) {
  return db.selectFrom("audit_log").select(["action", "actor"]).where("subject", "=", id).execute();
}

describe.each(testEngines)("publishing on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("a scheduled item stays private until its time, then goes live once", async () => {
    const publishAt = at(hour);
    const item = await createNews(handle.db, input({ status: "scheduled", publishAt }));
    expect(item).toMatchObject({ status: "scheduled", publishAt });
    expect(await publicIds(handle.db)).not.toContain(item.id);

    expect(await applyDueChanges(handle.db)).toEqual({ published: [], unpublished: [] });
    const later = new Date(Date.now() + 2 * hour);
    expect((await applyDueChanges(handle.db, later)).published).toEqual([item.id]);
    expect((await applyDueChanges(handle.db, later)).published).toEqual([]);

    expect(await publicIds(handle.db)).toContain(item.id);
    // It keeps the time it was scheduled for as the time it went live.
    expect(await getNews(handle.db, item.id)).toMatchObject({ status: "published", publishAt });
    expect(await auditOf(handle.db, item.id)).toEqual([{ action: "news-publish", actor: null }]);
  });

  test("app servers checking at the same moment publish each item exactly once", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 12; n++)
      ids.push(
        (await createNews(handle.db, input({ status: "scheduled", publishAt: at(hour + n) }))).id,
      );
    const results = await raceInstances(handle, 3, new Date(Date.now() + 2 * hour));
    const published = results.flatMap((result) => result.published);
    expect(published.toSorted()).toEqual(ids.toSorted());
    for (const id of ids) {
      expect(await auditOf(handle.db, id)).toEqual([{ action: "news-publish", actor: null }]);
    }
  }, 60_000);

  test("what fell due while no server ran goes live at the first check, and ends on time", async () => {
    const missed = await createNews(
      handle.db,
      input({ status: "scheduled", publishAt: at(-hour) }),
    );
    const ended = await createNews(
      handle.db,
      input({ status: "published", publishAt: at(-2 * hour), unpublishAt: at(-hour) }),
    );
    const wholeWindowMissed = await createNews(
      handle.db,
      input({ status: "scheduled", publishAt: at(-2 * hour), unpublishAt: at(-hour) }),
    );
    const clock = startPublishingClock(handle.db, () => {}, 60_000);
    try {
      await clock.tick();
      const state = async (id: string) => (await getNews(handle.db, id, { status: "all" })).status;
      expect(await state(missed.id)).toBe("published");
      expect(await state(ended.id)).toBe("unpublished");
      expect(await state(wholeWindowMissed.id)).toBe("unpublished");
      expect((await auditOf(handle.db, wholeWindowMissed.id)).map((e) => e.action)).toEqual(
        expect.arrayContaining(["news-publish", "news-unpublish"]),
      );
      expect(await publicIds(handle.db)).not.toContain(ended.id);
    } finally {
      clock.stop();
    }
  });

  test("publishing keeps the first time an item went live; drafts have none", async () => {
    const draft = await createNews(handle.db, input({ status: "draft" }));
    expect(draft.publishAt).toBeNull();
    const before = Date.now();
    const live = await createNews(handle.db, input({ status: "published" }));
    expect(Date.parse(live.publishAt!)).toBeGreaterThanOrEqual(before - 1000);
    // A time in the future on a published item is not a promise: it went live now.
    const rushed = await createNews(handle.db, input({ status: "published", publishAt: at(hour) }));
    expect(Date.parse(rushed.publishAt!)).toBeLessThanOrEqual(Date.now());
  });

  test("a schedule without a time, or an end before the start, is refused", async () => {
    await expect(createNews(handle.db, input({ status: "scheduled" }))).rejects.toMatchObject({
      fieldErrors: { publishAt: ["Choose when it goes live"] },
    });
    await expect(
      createNews(
        handle.db,
        input({ status: "scheduled", publishAt: at(2 * hour), unpublishAt: at(hour) }),
      ),
    ).rejects.toMatchObject({ fieldErrors: { unpublishAt: ["Choose a time after it goes live"] } });
  });
});

test("the publishing-states migration keeps every item's status and dates published items", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-migration-"));
  const handle = createDatabase({ dataDir });
  try {
    // A database as the first release left it, with one published item and one draft.
    await new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => ({ "2026-11-22-01-news": newsMigration }) },
    }).migrateToLatest();
    const row = {
      slug: "",
      title: "T",
      excerpt: "E",
      content: "<p>C</p>",
      image_url: null,
      date: "2026-01-05",
      created_at: "2026-01-05T09:00:00.000Z",
      updated_at: "2026-01-05T09:00:00.000Z",
    };
    const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await db
      .insertInto("news")
      .values([
        { ...row, id: "live", slug: "live", status: "published" },
        { ...row, id: "draft", slug: "draft", status: "draft" },
      ])
      .execute();
    await migrateToLatest(handle.db);
    const rows = await handle.db
      .selectFrom("news")
      .select(["id", "status", "publish_at", "unpublish_at"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "draft", status: "draft", publish_at: null, unpublish_at: null },
      { id: "live", status: "published", publish_at: row.created_at, unpublish_at: null },
    ]);
  } finally {
    await handle.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
