import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listAudit } from "~/.server/audit";
import { seedTrackRecord } from "~/.server/db/seed";
import { seedMilestones } from "~/.server/db/seed/milestones";
import { ConflictError, NotFoundError, ValidationError } from "~/.server/errors";
import { toMilestoneCards } from "~/.server/milestones/cards";
import {
  createMilestone,
  getMilestone,
  listMilestones,
  localizedMilestones,
  moveMilestone,
  removeMilestone,
  updateMilestone,
} from "~/.server/milestones/repository";
import { readContentVersion as contentVersion } from "~/.server/content-version";
import type { MilestoneInput } from "~/lib/milestone-schema";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const empty = { heading: "", text: "", role: "" };
const actor = { email: "editor@example.com", ip: "127.0.0.1" };

function input(heading: string, overrides: Partial<MilestoneInput> = {}): MilestoneInput {
  return {
    business: "assetManagement",
    amount: 2_500_000_000,
    currency: "NGN",
    ongoing: false,
    year: 2024,
    imageUrl: null,
    texts: {
      en: { heading, text: `${heading}: what happened.`, role: "Fund Manager" },
      fr: { heading: `${heading} (fr)`, text: "Ce qui s’est passé.", role: "Gérant" },
      pt: empty,
      es: empty,
      zh: empty,
    },
    ...overrides,
  };
}

async function fieldErrorsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors;
}

describe.each(testEngines)("the track record on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("the sample track record is loaded once, in its order, with every language", async () => {
    expect(await seedTrackRecord(handle.db)).toEqual({
      seeded: true,
      count: seedMilestones.length,
    });
    const all = await listMilestones(handle.db);
    expect(all.map((m) => m.id)).toEqual(seedMilestones.map((m) => m.id));
    expect(Object.keys(all[0]!.texts).sort()).toEqual(["en", "es", "fr", "pt", "zh"]);
    expect(all[1]).toMatchObject({ ongoing: true, year: null, currency: "NGN" });
    expect(await seedTrackRecord(handle.db)).toMatchObject({ seeded: false });
    expect(await listMilestones(handle.db)).toHaveLength(seedMilestones.length);
  });

  test("adds at the end, reads back, and falls back to English for a missing language", async () => {
    const before = await contentVersion(handle.db);
    const added = await createMilestone(handle.db, input("Pension top-up mandate"), { actor });
    expect(await contentVersion(handle.db)).not.toBe(before);
    const all = await listMilestones(handle.db);
    expect(all.at(-1)!.id).toBe(added.id);
    expect(added).toMatchObject({ amount: 2_500_000_000, currency: "NGN", version: 1 });
    expect(Object.keys(added.texts).sort()).toEqual(["en", "fr"]);

    const french = await localizedMilestones(handle.db, "fr", { business: "assetManagement" });
    expect(french.at(-1)).toMatchObject({
      heading: "Pension top-up mandate (fr)",
      role: "Gérant",
      textLocale: "fr",
    });
    const chinese = (await localizedMilestones(handle.db, "zh")).at(-1)!;
    expect(chinese).toMatchObject({ heading: "Pension top-up mandate", textLocale: "en" });
    const [card] = await toMilestoneCards(handle.db, [chinese], "zh", "（进行中）");
    expect(card).toMatchObject({ category: "assetManagement", price: "₦25亿", date: "2024" });

    const audit = await listAudit(handle.db);
    expect(audit.entries[0]).toMatchObject({
      action: "milestone-create",
      actor: actor.email,
      subject: added.id,
    });
  });

  test("moves up and down within the whole list or one business, atomically", async () => {
    const last = (await listMilestones(handle.db)).at(-1)!;
    const order = async (business?: "assetManagement") =>
      (await listMilestones(handle.db, { business })).map((m) => m.id);

    // Among asset management only: the other business's entries keep their places.
    const mandates = await order("assetManagement");
    const everything = await order();
    expect(
      await moveMilestone(handle.db, last.id, "up", { business: "assetManagement", actor }),
    ).toBe(true);
    const movedMandates = await order("assetManagement");
    expect(movedMandates.indexOf(last.id)).toBe(mandates.indexOf(last.id) - 1);
    expect((await order()).filter((id) => !mandates.includes(id))).toEqual(
      everything.filter((id) => !mandates.includes(id)),
    );

    // Into the first three of its business, as the business page shows them.
    while ((await order("assetManagement")).indexOf(last.id) > 2)
      await moveMilestone(handle.db, last.id, "up", { business: "assetManagement" });
    expect((await order("assetManagement")).slice(0, 3)).toContain(last.id);

    const first = (await order())[0]!;
    expect(await moveMilestone(handle.db, first, "up")).toBe(false);
    expect(await moveMilestone(handle.db, first, "down", { actor })).toBe(true);
    expect((await order())[1]).toBe(first);
    await moveMilestone(handle.db, first, "up");
    expect((await order())[0]).toBe(first);
    const lastId = (await order()).at(-1)!;
    expect(await moveMilestone(handle.db, lastId, "down")).toBe(false);

    // Positions stay distinct: no two entries share a place after any number of moves.
    const positions = (await listMilestones(handle.db)).map((m) => m.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect((await listAudit(handle.db)).entries[0]).toMatchObject({ action: "milestone-move" });
    await expect(moveMilestone(handle.db, "no-such-entry", "up")).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  test("a stale edit gets a conflict and changes nothing", async () => {
    const added = await createMilestone(handle.db, input("Sukuk advisory"));
    const saved = await updateMilestone(
      handle.db,
      added.id,
      added.version,
      input("Sukuk advisory, revised", { amount: null, currency: null, ongoing: true, year: null }),
      { actor },
    );
    expect(saved).toMatchObject({ version: 2, amount: null, currency: null, ongoing: true });
    await expect(
      updateMilestone(handle.db, added.id, added.version, input("Overwritten")),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await getMilestone(handle.db, added.id)).texts.en!.heading).toBe(
      "Sukuk advisory, revised",
    );
    await expect(
      updateMilestone(handle.db, "no-such-entry", 1, input("Nothing")),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  test("refuses bad input with the fields at fault and writes nothing", async () => {
    const count = (await listMilestones(handle.db)).length;
    const errors = await fieldErrorsOf(
      createMilestone(
        handle.db,
        input("", {
          amount: -5,
          year: 1985,
          business: "globalMarkets" as MilestoneInput["business"],
          texts: {
            en: empty,
            fr: { heading: "Sans texte", text: "", role: "" },
            pt: empty,
            es: empty,
            zh: empty,
          },
        }),
      ),
    );
    expect(Object.keys(errors).sort()).toEqual([
      "amount",
      "business",
      "texts.en.heading",
      "texts.en.text",
      "texts.fr.text",
      "year",
    ]);
    const noCurrency = await fieldErrorsOf(
      createMilestone(handle.db, input("Bond", { currency: null })),
    );
    expect(Object.keys(noCurrency)).toEqual(["currency"]);
    const future = await fieldErrorsOf(
      createMilestone(handle.db, input("Bond", { year: new Date().getUTCFullYear() + 2 })),
    );
    expect(Object.keys(future)).toEqual(["year"]);
    expect(await listMilestones(handle.db)).toHaveLength(count);
  });

  test("removes an entry with its words, audited; every removal stays removed", async () => {
    const added = await createMilestone(handle.db, input("Short-lived entry"));
    await removeMilestone(handle.db, added.id, { actor });
    await expect(getMilestone(handle.db, added.id)).rejects.toBeInstanceOf(NotFoundError);
    const words = await handle.db
      .selectFrom("milestone_translation")
      .select("locale")
      .where("milestone_id", "=", added.id)
      .execute();
    expect(words).toEqual([]);
    expect((await listAudit(handle.db)).entries[0]).toMatchObject({
      action: "milestone-delete",
      detail: expect.objectContaining({ heading: "Short-lived entry" }),
    });
    await expect(removeMilestone(handle.db, added.id)).rejects.toBeInstanceOf(NotFoundError);

    for (const milestone of await listMilestones(handle.db))
      await removeMilestone(handle.db, milestone.id);
    expect(await seedTrackRecord(handle.db)).toMatchObject({ seeded: false });
    expect(await listMilestones(handle.db)).toEqual([]);
  });
});
