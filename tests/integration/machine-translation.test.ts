import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { addNews, editNews } from "~/.server/news/editing";
import { getNews, getNewsTranslations } from "~/.server/news/queries";
import { createTranslator } from "~/.server/translate/client";
import { withMachineTranslation } from "~/.server/translate/machine-translations";
import type { NewsFormValues } from "~/lib/news-schema";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";
import { setApprovalRequired } from "~/.server/news/approval-rule";

const ruleSwitcher = {
  admin: { id: "a", email: "admin@bglgroup.ng", name: "Admin", role: "administrator" as const },
  ip: "127.0.0.1",
};

/** A local server speaking the translation service's protocol; `mode` sets how it answers. */
let mode: "ok" | "error" | "slow" | "garbage" = "ok";
const requests: URLSearchParams[] = [];
const server = http.createServer((req, res) => {
  const params = new URL(req.url ?? "/", "http://localhost").searchParams;
  requests.push(params);
  if (mode === "error") return void res.writeHead(500).end("boom");
  if (mode === "garbage")
    return void res.writeHead(200, { "content-type": "application/json" }).end("{not json");
  if (mode === "slow") return void setTimeout(() => res.end("{}"), 2000);
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      data: { translations: [{ translatedText: `[${params.get("target")}] ${params.get("q")}` }] },
    }),
  );
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/language/translate/v2`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  mode = "ok";
  requests.length = 0;
});

const actor = {
  admin: { id: "a", email: "editor@bglgroup.ng", name: "Editor", role: "editor" as const },
  ip: "127.0.0.1",
};
const noTranslation = { title: "", excerpt: "", content: "", source: "human" as const };
function values(overrides: Partial<NewsFormValues> = {}): NewsFormValues {
  return {
    title: "Bond programme closes",
    excerpt: "Oversubscribed.",
    content: "<p>The programme closed.</p>",
    date: "2026-11-22",
    tags: ["group"],
    status: "published",
    publishAt: null,
    unpublishAt: null,
    imageUrl: null,
    translations: { fr: noTranslation, pt: noTranslation, es: noTranslation, zh: noTranslation },
    ...overrides,
  };
}

describe.each(testEngines)("machine translation on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    // These saves publish directly: the approval rule has its own tests.
    await setApprovalRequired(handle.db, false, ruleSwitcher);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  test("a missing translation is fetched with source, target, key and text, stored as machine-made and reused", async () => {
    const translator = createTranslator({ url, key: "test-key" });
    const item = await addNews(handle.db, values(), actor);
    const fr = await withMachineTranslation(
      handle.db,
      translator,
      await getNews(handle.db, item.id, { locale: "fr" }),
      "fr",
    );
    expect(fr).toMatchObject({ title: "[fr] Bond programme closes", textLocale: "fr" });
    expect(Object.fromEntries(requests[0]!)).toEqual({
      source: "en",
      target: "fr",
      key: "test-key",
      q: "Bond programme closes",
      format: "text",
    });
    expect((await getNewsTranslations(handle.db, item.id)).fr?.source).toBe("machine");

    requests.length = 0;
    const again = await withMachineTranslation(
      handle.db,
      translator,
      await getNews(handle.db, item.id, { locale: "fr" }),
      "fr",
    );
    expect(again.title).toBe("[fr] Bond programme closes");
    expect(requests).toHaveLength(0);
  });

  test.each(["error", "garbage", "slow"] as const)(
    "when the service answers %s, the English stays and nothing is stored",
    async (failure) => {
      mode = failure;
      const translator = createTranslator({ url, key: "k", timeoutMs: 300 });
      const item = await addNews(handle.db, values({ title: `Failure ${failure}` }), actor);
      const es = await withMachineTranslation(
        handle.db,
        translator,
        await getNews(handle.db, item.id, { locale: "es" }),
        "es",
      );
      expect(es).toMatchObject({ title: `Failure ${failure}`, textLocale: "en" });
      expect(await getNewsTranslations(handle.db, item.id)).toEqual({});
    },
  );

  test("an unreviewed machine translation goes when the English changes, and stays while it does not", async () => {
    const translator = createTranslator({ url, key: "k" });
    const item = await addNews(handle.db, values({ title: "Original" }), actor);
    await withMachineTranslation(
      handle.db,
      translator,
      await getNews(handle.db, item.id, { locale: "pt" }),
      "pt",
    );
    const machine = {
      title: "[pt] Original",
      excerpt: "[pt] Oversubscribed.",
      content: "[pt] <p>The programme closed.</p>",
      source: "machine" as const,
    };
    const translations = { fr: noTranslation, pt: machine, es: noTranslation, zh: noTranslation };

    const sameEnglish = await editNews(
      handle.db,
      item.id,
      values({ title: "Original", version: 1, translations, status: "draft" }),
      actor,
    );
    expect((await getNewsTranslations(handle.db, item.id)).pt?.source).toBe("machine");

    await editNews(
      handle.db,
      item.id,
      values({ title: "Changed", version: sameEnglish.version, translations }),
      actor,
    );
    expect(await getNewsTranslations(handle.db, item.id)).toEqual({});
  });
});
