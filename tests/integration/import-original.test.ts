import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readContentVersion } from "~/.server/content-version";
import { importOriginalNews } from "~/.server/import/import-news";
import { readExport } from "~/.server/import/original-export";
import { createDiskStorage } from "~/.server/media/disk-storage";
import type { MediaStorage } from "~/.server/media/storage";
import { storedFileKeys } from "~/.server/media/store";
import { deleteNews } from "~/.server/news/repository";
import { listRevisions } from "~/.server/news/revisions";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const root = path.resolve(import.meta.dirname, "../..");
const fixtures = path.join(root, "tests/fixtures/original-news");

/** The image the local server hands out, and how often it was asked for. */
let server: http.Server;
let port = 0;
/** A port nothing listens on. */
let closedPort = 0;
let downloads = 0;
let imagesDir: string;

beforeAll(async () => {
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: "#1d5c3a" },
  })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    if (
      request.url?.startsWith("/v0/b/original-site.appspot.com/o/news%2F1690000000000_report.png")
    ) {
      downloads++;
      response.writeHead(200, { "content-type": "image/png" }).end(png);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), "original-images-"));
  fs.mkdirSync(path.join(imagesDir, "news"));
  await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#c8a040" } })
    .jpeg()
    .toFile(path.join(imagesDir, "news", "1700000000000_harbour view.jpg"));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(imagesDir, { recursive: true, force: true });
});

function fixture(name: string): string {
  return fs
    .readFileSync(path.join(fixtures, name), "utf8")
    .replaceAll("CLOSED_PORT", String(closedPort))
    .replaceAll("PORT", String(port));
}

describe.each(testEngines)("importing the original site's news on %s", (engine) => {
  let handle: TestDatabase;
  let storage: MediaStorage;
  let uploads: string;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    downloads = 0;
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), "import-uploads-"));
    storage = createDiskStorage(uploads);
  });
  afterAll(async () => {
    await handle.cleanup();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  const run = (name: string) =>
    importOriginalNews(handle.db, storage, readExport(fixture(name)), {
      imagesDir,
      downloadTimeoutMs: 2000,
    });
  const itemOf = (sourceId: string) =>
    handle.db
      .selectFrom("news_import")
      .innerJoin("news", "news.id", "news_import.news_id")
      .selectAll("news")
      .where("news_import.source_id", "=", sourceId)
      .executeTakeFirst();
  /** Everything an import may change, to see that a second run changes none of it. */
  const state = async () => ({
    news: await handle.db.selectFrom("news").selectAll().orderBy("id").execute(),
    media: await handle.db.selectFrom("media").selectAll().orderBy("id").execute(),
    revisions: await handle.db.selectFrom("news_revision").selectAll().execute(),
    audit: await handle.db.selectFrom("audit_log").select("id").execute(),
    mapping: await handle.db.selectFrom("news_import").selectAll().orderBy("source_id").execute(),
    version: await readContentVersion(handle.db),
    files: fs.readdirSync(uploads, { recursive: true }).sort(),
  });

  test("an array export: images from the directory and the web, failures reported one by one", async () => {
    const versionBefore = await readContentVersion(handle.db);
    const report = await run("array.json");
    expect(report.imported).toEqual(["harbour", "downloaded", "no-picture"]);
    expect(report.updated).toEqual([]);
    expect(report.failed).toEqual([
      {
        id: "lost-image",
        reason: expect.stringMatching(/image is not in .* could not be downloaded/),
      },
      { id: "untitled", reason: "it has no title" },
    ]);
    expect(await readContentVersion(handle.db)).not.toBe(versionBefore);

    const harbour = await itemOf("harbour");
    expect(harbour).toMatchObject({
      title: "Group opens its new office at the harbour",
      slug: "group-opens-its-new-office-at-the-harbour",
      status: "published",
      date: "2023-11-14",
      publish_at: "2023-11-14T09:00:00.000Z",
      created_at: "2023-11-14T08:30:00.000Z",
    });
    expect(harbour?.image_url).toMatch(/^\/media\/news\/\d+_harbour/);
    // Sanitised by the site's own rules: nothing executable survives.
    expect(harbour?.content).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    expect(harbour?.content).toContain("<strong>harbour</strong>");
    expect(harbour?.content).toContain(
      '<a href="https://example.com/tour" rel="noopener noreferrer" target="_blank">map</a>',
    );

    // Stored as any upload: a media record, its variants and share card on the storage.
    const media = await handle.db.selectFrom("media").selectAll().execute();
    expect(media).toHaveLength(2);
    const harbourMedia = media.find((m) => `/media/${m.key}` === harbour?.image_url);
    expect(harbourMedia).toMatchObject({ name: "harbour view.jpg", width: 1000 });
    for (const key of storedFileKeys(harbourMedia!))
      expect(await storage.stat(key), key).toBeDefined();
    expect(JSON.parse(harbourMedia!.variants)).toHaveLength(4);

    const downloaded = await itemOf("downloaded");
    expect(downloads).toBe(1);
    expect(media.some((m) => `/media/${m.key}` === downloaded?.image_url)).toBe(true);
    expect(downloaded).toMatchObject({ date: "2023-07-22", image_url: expect.any(String) });

    expect(await itemOf("no-picture")).toMatchObject({
      image_url: null,
      excerpt: "Shareholders received the final dividend for the year.",
    });
    // A failed document leaves nothing behind.
    expect(await itemOf("lost-image")).toBeUndefined();
    const titles = await handle.db.selectFrom("news").select("title").execute();
    expect(titles.map((t) => t.title)).not.toContain("Picture that went missing");

    const audit = await handle.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "news-import")
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      imported: 3,
      updated: 0,
      skipped: 0,
      failed: 2,
    });
  });

  test("a second run of the same export changes nothing", async () => {
    const before = await state();
    const report = await run("array.json");
    expect(report.imported).toEqual([]);
    expect(report.updated).toEqual([]);
    expect(report.skipped.map((s) => s.id)).toEqual(["harbour", "downloaded", "no-picture"]);
    expect(report.failed.map((f) => f.id)).toEqual(["lost-image", "untitled"]);
    expect(await state()).toEqual(before);
    expect(downloads).toBe(1);
  });

  test("a document changed since (newer updatedAt) updates its item, keeping address and image", async () => {
    const documents = readExport(fixture("array.json"));
    const harbour = documents.find((d) => d.id === "harbour")!;
    harbour.fields = {
      ...harbour.fields,
      title: "Group opens its new harbour office",
      content: "<p>Corrected text.</p><iframe src='https://evil.example'></iframe>",
      updatedAt: "2023-11-20T10:00:00.000Z",
    };
    const before = await itemOf("harbour");
    const mediaCount = (await handle.db.selectFrom("media").select("id").execute()).length;
    const report = await importOriginalNews(handle.db, storage, [harbour], { imagesDir });
    expect(report).toMatchObject({ imported: [], updated: ["harbour"], failed: [] });
    const after = await itemOf("harbour");
    expect(after).toMatchObject({
      id: before?.id,
      slug: before?.slug,
      image_url: before?.image_url,
      title: "Group opens its new harbour office",
      content: "<p>Corrected text.</p>",
      status: "published",
      publish_at: before?.publish_at,
      updated_at: "2023-11-20T10:00:00.000Z",
    });
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    expect((await handle.db.selectFrom("media").select("id").execute()).length).toBe(mediaCount);
    expect(await listRevisions(handle.db, before!.id)).toHaveLength(2);
    // The same change again is unchanged.
    expect(
      (await importOriginalNews(handle.db, storage, [harbour], { imagesDir })).skipped,
    ).toHaveLength(1);
  });

  test("an item deleted here is not brought back by a newer export", async () => {
    const item = await itemOf("no-picture");
    await deleteNews(handle.db, item!.id);
    const documents = readExport(fixture("array.json")).filter((d) => d.id === "no-picture");
    documents[0]!.fields.updatedAt = "2024-01-01T00:00:00Z";
    const report = await importOriginalNews(handle.db, storage, documents, { imagesDir });
    expect(report.skipped).toEqual([{ id: "no-picture", reason: "deleted on this site" }]);
    expect(await itemOf("no-picture")).toBeUndefined();
  });

  test("an object keyed by id, with both seconds forms", async () => {
    const report = await run("keyed.json");
    expect(report).toMatchObject({ imported: ["k-underscore", "k-plain"], failed: [] });
    expect(await itemOf("k-underscore")).toMatchObject({
      date: "2023-01-01",
      publish_at: "2023-01-01T11:00:00.000Z",
      created_at: "2023-01-01T11:00:00.500Z",
      image_url: null,
    });
    const mapping = await handle.db
      .selectFrom("news_import")
      .selectAll()
      .where("source_id", "=", "k-underscore")
      .executeTakeFirstOrThrow();
    expect(mapping.source_updated_at).toBe("2023-01-01T12:00:00.000Z");
    expect(await itemOf("k-plain")).toMatchObject({
      date: "2023-02-01",
      publish_at: "2023-02-01T11:00:00.000Z",
    });
  });

  test("the __collections__ layout with __datatype__ timestamps", async () => {
    const report = await run("collections.json");
    expect(report).toMatchObject({ imported: ["c-datatype"], failed: [] });
    expect(await itemOf("c-datatype")).toMatchObject({
      title: "Foundation funds twenty scholarships",
      date: "2023-05-15",
      publish_at: "2023-05-15T09:00:00.000Z",
      created_at: "2023-05-15T09:00:00.000Z",
    });
    const mapping = await handle.db
      .selectFrom("news_import")
      .selectAll()
      .where("source_id", "=", "c-datatype")
      .executeTakeFirstOrThrow();
    expect(mapping.source_updated_at).toBe("2023-05-15T09:01:00.000Z");
  });
});

describe("npm run import:original as a process", () => {
  const secret = "import-test-secret-that-is-long-enough-0123456789";
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-cli-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Asynchronous: the image server runs in this process and must go on answering.
  const cli = (args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ["node_modules/tsx/dist/cli.mjs", "scripts/import-original.ts", ...args],
        {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            DATA_DIR: dataDir,
            LOG_LEVEL: "warn",
            SESSION_SECRET: secret,
          },
        },
      );
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });

  test("refuses bad input with a message and exit code 1", async () => {
    const missing = await cli(["--news", path.join(dataDir, "nope.json")]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/Cannot read .*nope\.json: ENOENT/);
    expect((await cli([])).stderr).toMatch(/--news FILE is required/);

    const invalid = path.join(dataDir, "invalid.json");
    fs.writeFileSync(invalid, "{ oops");
    const bad = await cli(["--news", invalid]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/not valid JSON/);

    const odd = path.join(dataDir, "odd.json");
    fs.writeFileSync(odd, JSON.stringify({ __collections__: { posts: {} } }));
    const shape = await cli(["--news", odd]);
    expect(shape.status).toBe(1);
    expect(shape.stderr).toMatch(/no "news" collection/);
  });

  test("prints its report; failures give exit code 2, a clean re-run 0", async () => {
    const exportFile = path.join(dataDir, "array.json");
    fs.writeFileSync(exportFile, fixture("array.json"));
    const first = await cli(["--news", exportFile, "--images", imagesDir]);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(2);
    expect(first.stdout).toMatch(/Imported 3, updated 0, skipped 0, failed 2 — of 5 documents/);
    expect(first.stdout).toMatch(/^failed lost-image: its image .*$/m);
    expect(first.stdout).toMatch(/^failed untitled: it has no title$/m);

    const keyed = path.join(fixtures, "keyed.json");
    expect((await cli(["--news", keyed])).status).toBe(0);
    const again = await cli(["--news", keyed]);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/Imported 0, updated 0, skipped 2, failed 0/);
  });
});
