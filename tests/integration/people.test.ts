import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readContentVersion } from "~/.server/content-version";
import { seedPeople } from "~/.server/db/seed";
import { seedPeopleLists } from "~/.server/db/seed/people";
import { ConflictError, ValidationError } from "~/.server/errors";
import { mediaUses } from "~/.server/media/usage";
import {
  getPerson,
  listPeople,
  listPeopleForSearch,
  listPersonPaths,
  peopleCardsByList,
  personCards,
  personProfile,
} from "~/.server/people/queries";
import { createPerson, movePerson, removePerson, updatePerson } from "~/.server/people/repository";
import { locales } from "~/i18n/locales";
import type { PersonFields } from "~/lib/person-schema";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const empty = { role: "", biography: [], features: [] };

function person(overrides: Partial<PersonFields> = {}): PersonFields {
  return {
    list: "globalMarkets",
    name: "Ada Obi",
    slug: "ada-obi",
    portraitMediaId: null,
    translations: {
      en: {
        role: "Head of Research",
        biography: ["Ada leads research.", "She joined in 2015."],
        features: [{ title: "Areas of focus", items: ["Fixed income", "Equities"] }],
      },
      fr: {
        role: "Responsable de la recherche",
        biography: ["Ada dirige la recherche."],
        features: [],
      },
      pt: empty,
      es: empty,
      zh: empty,
    },
    ...overrides,
  };
}

async function fieldErrorsOf(write: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await write.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors;
}

describe.each(testEngines)("the management team on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("the sample team is loaded once, in every language, and never comes back", async () => {
    const first = await seedPeople(handle.db);
    const expected = Object.values(seedPeopleLists).flat().length;
    expect(first).toEqual({ seeded: true, count: expected });
    const board = await personCards(handle.db, "fr", "board");
    expect(board.map((card) => card.slug)).toEqual(seedPeopleLists.board.map((p) => p.slug));
    expect(board[0]).toMatchObject({
      name: "Olufemi Adeyemi-Bello",
      path: "/company/management/olufemi-adeyemi-bello",
    });
    expect(board[0]!.roleLang).toBeUndefined();
    const everyone = await listPeople(handle.db);
    expect(everyone.every((p) => locales.every((locale) => p.translations[locale]?.role))).toBe(
      true,
    );
    expect(await seedPeople(handle.db)).toMatchObject({ seeded: false });

    for (const p of everyone) await removePerson(handle.db, p.id);
    expect(await seedPeople(handle.db)).toMatchObject({ seeded: false });
    expect(await listPeople(handle.db)).toEqual([]);
  });

  test("a new person goes to the end of their list; moves swap neighbours and renumber", async () => {
    const a = await createPerson(handle.db, person({ slug: "a-person", name: "A Person" }));
    const b = await createPerson(handle.db, person({ slug: "b-person", name: "B Person" }));
    const c = await createPerson(handle.db, person({ slug: "c-person", name: "C Person" }));
    const order = async () =>
      (await personCards(handle.db, "en", "globalMarkets")).map((card) => card.slug);
    expect(await order()).toEqual(["a-person", "b-person", "c-person"]);

    expect(await movePerson(handle.db, c, "up")).toBe(true);
    expect(await order()).toEqual(["a-person", "c-person", "b-person"]);
    expect(await movePerson(handle.db, a, "up")).toBe(false);
    expect(await movePerson(handle.db, b, "down")).toBe(false);
    expect(await movePerson(handle.db, a, "down")).toBe(true);
    expect(await order()).toEqual(["c-person", "a-person", "b-person"]);
    expect((await listPeople(handle.db)).map((p) => p.position)).toEqual([0, 1, 2]);

    // Two moves at once both happen, one after the other.
    await Promise.all([movePerson(handle.db, b, "up"), movePerson(handle.db, c, "down")]);
    expect(new Set((await listPeople(handle.db)).map((p) => p.position)).size).toBe(3);

    // Another list starts its own order; moving across lists puts them at the end.
    const d = await createPerson(handle.db, person({ slug: "d-person", list: "board" }));
    expect((await getPerson(handle.db, d)).position).toBe(0);
    const moved = await getPerson(handle.db, a);
    await updatePerson(handle.db, a, moved.version, person({ slug: "a-person", list: "board" }));
    expect((await personCards(handle.db, "en", "board")).map((card) => card.slug)).toEqual([
      "d-person",
      "a-person",
    ]);
    const lists = await peopleCardsByList(handle.db, "en");
    expect(Object.keys(lists)).toEqual([
      "board",
      "investmentBanking",
      "assetManagement",
      "globalMarkets",
    ]);
    expect(await listPersonPaths(handle.db)).toContain("/company/management/a-person");
  });

  test("an address is unique across the site and must be lowercase words and hyphens", async () => {
    expect(await fieldErrorsOf(createPerson(handle.db, person({ slug: "b-person" })))).toEqual({
      slug: ["This address is already used by B Person"],
    });
    const errors = await fieldErrorsOf(createPerson(handle.db, person({ slug: "Ada Obi" })));
    expect(errors.slug?.[0]).toMatch(/lowercase/);
    const missing = await fieldErrorsOf(
      createPerson(
        handle.db,
        person({ slug: "e-person", translations: { ...person().translations, en: empty } }),
      ),
    );
    expect(Object.keys(missing).sort()).toEqual([
      "translations.en.biography",
      "translations.en.role",
    ]);
    expect(
      await fieldErrorsOf(
        createPerson(handle.db, person({ slug: "f-person", portraitMediaId: "nope" })),
      ),
    ).toEqual({ imageUrl: ["Choose an image from the media library"] });
    expect((await listPeople(handle.db)).map((p) => p.slug)).not.toContain("e-person");
  });

  test("a language without words shows English, marked as English", async () => {
    const id = await createPerson(handle.db, person({ slug: "ada-obi" }));
    const fr = await personProfile(handle.db, "ada-obi", "fr");
    expect(fr).toMatchObject({ kind: "person", words: { role: "Responsable de la recherche" } });
    expect(fr.kind === "person" && fr.lang).toBeFalsy();
    const zh = await personProfile(handle.db, "ada-obi", "zh");
    expect(zh).toMatchObject({
      kind: "person",
      lang: "en",
      card: { role: "Head of Research", roleLang: "en" },
      words: {
        desc: ["Ada leads research.", "She joined in 2015."],
        features: [{ title: "Areas of focus", items: ["Fixed income", "Equities"] }],
      },
    });
    const search = (await listPeopleForSearch(handle.db)).find((p) => p.id === id)!;
    expect(search.texts.fr).toMatchObject({ role: "Responsable de la recherche", lang: "fr" });
    expect(search.texts.zh).toMatchObject({ role: "Head of Research", lang: "en" });
    expect(search.path).toBe("/global-markets/management/ada-obi");
  });

  test("a save over someone else's newer save is refused and changes nothing", async () => {
    const [ada] = (await listPeople(handle.db)).filter((p) => p.slug === "ada-obi");
    await updatePerson(handle.db, ada!.id, ada!.version, person({ name: "Ada Obi-Eze" }));
    await expect(
      updatePerson(handle.db, ada!.id, ada!.version, person({ name: "Ada Stale" })),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await getPerson(handle.db, ada!.id)).name).toBe("Ada Obi-Eze");
  });

  test("a removed person's address answers as removed until someone takes it again", async () => {
    const [ada] = (await listPeople(handle.db)).filter((p) => p.slug === "ada-obi");
    const before = await readContentVersion(handle.db);
    await removePerson(handle.db, ada!.id);
    expect(await readContentVersion(handle.db)).not.toBe(before);
    expect(await personProfile(handle.db, "ada-obi", "en")).toMatchObject({
      kind: "removed",
      removed: { slug: "ada-obi", name: "Ada Obi-Eze", list: "globalMarkets" },
    });
    expect(await personProfile(handle.db, "never-here", "en")).toEqual({ kind: "none" });
    await createPerson(handle.db, person({ slug: "ada-obi" }));
    expect(await personProfile(handle.db, "ada-obi", "en")).toMatchObject({ kind: "person" });
  });

  test("a portrait from the library is shown in its WebP sizes", async () => {
    await handle.db
      .insertInto("media")
      .values({
        id: "portrait-1",
        key: "news/1_ada.jpg",
        content_type: "image/jpeg",
        size: 1000,
        width: 1200,
        height: 1440,
        variants: JSON.stringify([
          { key: "news/1_ada-480.webp", width: 480, format: "webp", size: 10 },
          { key: "news/1_ada-480.avif", width: 480, format: "avif", size: 10 },
          { key: "news/1_ada-960.webp", width: 960, format: "webp", size: 10 },
        ]),
        created_at: new Date().toISOString(),
      })
      .execute();
    const [ada] = (await listPeople(handle.db)).filter((p) => p.slug === "ada-obi");
    await updatePerson(handle.db, ada!.id, ada!.version, person({ portraitMediaId: "portrait-1" }));
    const [card] = (await personCards(handle.db, "en", "globalMarkets")).filter(
      (c) => c.slug === "ada-obi",
    );
    expect(card!.portrait).toEqual({
      src: "/media/news/1_ada-960.webp",
      srcSet: "/media/news/1_ada-480.webp 480w, /media/news/1_ada-960.webp 960w",
    });
    expect((await getPerson(handle.db, ada!.id)).portrait).toMatchObject({
      mediaId: "portrait-1",
      url: "/media/news/1_ada.jpg",
    });
    // The library keeps an image while it is someone's portrait.
    const media = await handle.db
      .selectFrom("media")
      .select(["key", "variants"])
      .where("id", "=", "portrait-1")
      .executeTakeFirstOrThrow();
    expect(await mediaUses(handle.db, media)).toEqual([
      { editPath: `/admin/people/${ada!.id}`, title: "Ada Obi", where: "portrait" },
    ]);
  });
});
