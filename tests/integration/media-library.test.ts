import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  deleteMedia,
  getMediaDetails,
  listMedia,
  MediaInUseError,
  saveMediaDetails,
} from "~/.server/media/library";
import { storeImage } from "~/.server/media/store";
import { createMilestone, removeMilestone } from "~/.server/milestones/repository";
import { createNews, deleteNews, updateNews } from "~/.server/news/repository";
import { locales } from "~/i18n/locales";
import { mediaDetailsSchema } from "~/lib/media-schema";
import type { MilestoneInput } from "~/lib/milestone-schema";
import { newsInput } from "./news-fixtures";
import { createDiskStorage } from "~/.server/media/disk-storage";
import type { MediaStorage } from "~/.server/media/storage";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

async function picture(width = 1200, height = 800): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#005100" } })
      .jpeg()
      .toBuffer(),
  );
}

const noTexts = Object.fromEntries(locales.map((l) => [l, { alt: "", caption: "" }]));

function details(texts: Record<string, { alt?: string; caption?: string }>, credit = "") {
  return mediaDetailsSchema.parse({
    credit,
    texts: Object.fromEntries(
      locales.map((l) => [l, { alt: texts[l]?.alt ?? "", caption: texts[l]?.caption ?? "" }]),
    ),
  });
}

describe.each(testEngines)("the media library on %s", (engine) => {
  let handle: TestDatabase;
  let uploads: string;
  let storage: MediaStorage;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), "media-library-"));
    storage = createDiskStorage(uploads);
  });
  afterAll(async () => {
    await handle.cleanup();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  test("images are listed newest first and found by name, alt text, caption or credit", async () => {
    const board = await storeImage(handle.db, storage, {
      name: "C:\\Users\\desk\\Board meeting.jpg",
      bytes: await picture(),
    });
    const trading = await storeImage(handle.db, storage, {
      name: "floor.jpg",
      bytes: await picture(),
    });
    await saveMediaDetails(
      handle.db,
      trading.id,
      details(
        { en: { alt: "Dealers on the trading floor" }, fr: { caption: "Salle des marchés" } },
        "Ada Photo Studio",
      ),
    );

    const all = await listMedia(handle.db, {});
    expect(all.images.map((image) => image.id)).toEqual([trading.id, board.id]);
    expect(all.images[1]).toMatchObject({ name: "Board meeting.jpg", alt: "", width: 1200 });
    expect(all.images[1]!.thumbnail).toMatch(/-480w\.webp$/);

    for (const search of ["board MEETING", "trading floor", "salle des", "ada photo"]) {
      const found = await listMedia(handle.db, { search });
      expect(found.images, search).toHaveLength(1);
    }
    expect((await listMedia(handle.db, { search: "%" })).images).toHaveLength(0);
  });

  test("texts are kept per language; English alt text is required", async () => {
    const stored = await storeImage(handle.db, storage, { name: "x.jpg", bytes: await picture() });
    await saveMediaDetails(
      handle.db,
      stored.id,
      details({ en: { alt: "Lagos skyline", caption: "Ikoyi at dusk" }, zh: { alt: "拉各斯" } }),
    );
    const { texts, image } = await getMediaDetails(handle.db, stored.id);
    expect(image.alt).toBe("Lagos skyline");
    expect(texts.en).toEqual({ alt: "Lagos skyline", caption: "Ikoyi at dusk" });
    expect(texts.zh).toEqual({ alt: "拉各斯", caption: "" });
    expect(texts.fr).toEqual({ alt: "", caption: "" });

    const missing = mediaDetailsSchema.safeParse({ credit: "", texts: noTexts });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(["texts", "en", "alt"]);
  });

  test("an image used by news or the track record cannot be deleted; what uses it is named", async () => {
    const stored = await storeImage(handle.db, storage, { name: "y.jpg", bytes: await picture() });
    const asPicture = await createNews(
      handle.db,
      newsInput({ title: "Picture user", imageUrl: stored.url }),
    );
    const inText = await createNews(
      handle.db,
      newsInput({
        title: "Text user",
        translations: {
          fr: {
            title: "T",
            excerpt: "E",
            content: `<figure><img src="${stored.variants[0]!.url}" alt="a"></figure>`,
          },
        },
      }),
    );

    const { uses } = await getMediaDetails(handle.db, stored.id);
    expect(uses).toEqual([
      { editPath: `/admin/news/edit/${asPicture.id}`, title: "Picture user", where: "image" },
      { editPath: `/admin/news/edit/${inText.id}`, title: "Text user", where: "text" },
    ]);
    const refused = await deleteMedia(handle.db, storage, stored.id).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MediaInUseError);
    expect((refused as MediaInUseError).uses).toHaveLength(2);
    expect(fs.existsSync(path.join(uploads, stored.key))).toBe(true);

    // Taken out of the current text, it is still in a revision that could be restored.
    await updateNews(handle.db, asPicture.id, asPicture.version, newsInput({ imageUrl: null }));
    await deleteNews(handle.db, inText.id);
    expect((await getMediaDetails(handle.db, stored.id)).uses).toEqual([
      {
        editPath: `/admin/news/edit/${asPicture.id}`,
        title: "Green bond listed",
        where: "revision",
      },
    ]);
    await expect(deleteMedia(handle.db, storage, stored.id)).rejects.toBeInstanceOf(
      MediaInUseError,
    );

    await deleteNews(handle.db, asPicture.id);
    // The picture of a track-record entry is in use too, until the entry lets it go.
    const entry = await createMilestone(handle.db, {
      business: "investmentBanking",
      amount: null,
      currency: null,
      ongoing: true,
      year: null,
      imageUrl: stored.url,
      texts: {
        ...Object.fromEntries(locales.map((l) => [l, { heading: "", text: "", role: "" }])),
        en: { heading: "Port concession advisory", text: "Advice on a concession.", role: "" },
      } as MilestoneInput["texts"],
    });
    expect((await getMediaDetails(handle.db, stored.id)).uses).toEqual([
      {
        editPath: `/admin/milestones/${entry.id}`,
        title: "Port concession advisory",
        where: "milestone",
      },
    ]);
    await expect(deleteMedia(handle.db, storage, stored.id)).rejects.toBeInstanceOf(
      MediaInUseError,
    );
    await removeMilestone(handle.db, entry.id);
    await deleteMedia(handle.db, storage, stored.id);
    for (const url of [stored.url, ...stored.variants.map((v) => v.url)])
      expect(fs.existsSync(path.join(uploads, url.slice("/media/".length))), url).toBe(false);
    expect(fs.readdirSync(path.join(uploads, "news")).some((f) => f.includes("_y"))).toBe(false);
    await expect(getMediaDetails(handle.db, stored.id)).rejects.toThrow(/not in the library/);
  });
});
