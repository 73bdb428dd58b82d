import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { allAudit, auditActors, listAudit, recordAudit } from "~/.server/audit";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

describe.each(testEngines)("reading the audit log by person and action on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute));
    await recordAudit(handle.db, { action: "sign-in", actor: "ada@bglgroup.ng" }, at(1));
    await recordAudit(
      handle.db,
      { action: "news-publish", actor: "ada@bglgroup.ng", detail: { title: "Bond" } },
      at(2),
    );
    await recordAudit(handle.db, { action: "sign-in", actor: "tunde@bglgroup.ng" }, at(3));
    await recordAudit(handle.db, { action: "news-publish", actor: null }, at(4));
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("one person's entries, newest first, with their count", async () => {
    const { entries, total, pageCount } = await listAudit(handle.db, { actor: "ada@bglgroup.ng" });
    expect(total).toBe(2);
    expect(pageCount).toBe(1);
    expect(entries.map((entry) => entry.action)).toEqual(["news-publish", "sign-in"]);
  });

  test("one action's entries, and a person and an action together", async () => {
    const publishes = await listAudit(handle.db, { action: "news-publish" });
    expect(publishes.entries.map((entry) => entry.actor)).toEqual([null, "ada@bglgroup.ng"]);
    const both = await listAudit(handle.db, { actor: "tunde@bglgroup.ng", action: "sign-in" });
    expect(both.total).toBe(1);
    expect(await listAudit(handle.db, { actor: "nobody@bglgroup.ng" })).toMatchObject({
      total: 0,
      entries: [],
    });
  });

  test("the export holds every matching entry; the people list names each actor once", async () => {
    const exported = await allAudit(handle.db, { action: "sign-in" });
    expect(exported.map((entry) => entry.actor)).toEqual(["tunde@bglgroup.ng", "ada@bglgroup.ng"]);
    expect(await auditActors(handle.db)).toEqual(["ada@bglgroup.ng", "tunde@bglgroup.ng"]);
  });
});
