/**
 * The server killed with SIGKILL in the middle of writes, again and again: contact messages,
 * newsletter sign-ups, image uploads and news items showing them. Every write the server
 * acknowledged must be there afterwards, exactly once; no record may lack its image files, no
 * file may stay without a record once the start-up sweep has run, and SQLite's integrity check
 * must pass.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { storedFileKeys } from "~/.server/media/store";
import { startServer, type RunningServer } from "./server";
import { signInByHttp } from "./staff-sign-in";

const rounds = 20;
const secret = "crash-test-signing-secret-0000000000000000000";
const admin = { email: "crash@bglgroup.ng", password: "harmattan-lagoon-ledger-41" };

interface Engine {
  name: string;
  env: Record<string, string>;
  /** Runs a query on the stopped server's database and returns its rows. */
  query: (sql: string) => Promise<Record<string, unknown>[]>;
  integrity: () => Promise<string>;
  cleanup: () => Promise<void>;
}

function sqliteEngine(dataDir: string): Engine {
  const open = () => new SQLite(path.join(dataDir, "site.db"), { readonly: true });
  return {
    name: "SQLite",
    env: {},
    query: async (sql) => {
      const db = open();
      try {
        return db.prepare(sql).all() as Record<string, unknown>[];
      } finally {
        db.close();
      }
    },
    integrity: async () => {
      const db = open();
      try {
        return String(db.pragma("integrity_check", { simple: true }));
      } finally {
        db.close();
      }
    },
    cleanup: async () => {},
  };
}

async function postgresEngine(url: string): Promise<Engine> {
  const schema = `crash_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.query(`set search_path to ${schema}`);
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    query: async (sql) => (await client.query(sql)).rows,
    // PostgreSQL keeps its own files; what the app can break is what it wrote, checked below.
    integrity: async () => "ok",
    cleanup: async () => {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

const engines: [string, (dataDir: string) => Promise<Engine>][] = [
  ["SQLite", async (dataDir) => sqliteEngine(dataDir)],
];
if (process.env.TEST_DATABASE_URL)
  engines.push(["PostgreSQL", () => postgresEngine(process.env.TEST_DATABASE_URL!)]);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let picture: Buffer;
beforeAll(async () => {
  picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#7a1f2b" } })
    .jpeg({ quality: 80 })
    .toBuffer();
});

/** Every file under a directory, as keys relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe.each(engines)("SIGKILL during writes on %s", (_name, makeEngine) => {
  let dataDir: string;
  let engine: Engine;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-"));
    engine = await makeEngine(dataDir);
  });
  afterAll(async () => {
    await engine.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test(`${rounds} kills lose no acknowledged write and leave no half-written record or file`, async () => {
    const env = {
      ...engine.env,
      DATA_DIR: dataDir,
      SESSION_SECRET: secret,
      TRUST_PROXY: "true",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    const acknowledged = {
      contact: [] as string[],
      newsletter: [] as string[],
      uploads: [] as string[],
      news: [] as { title: string; imageUrl: string }[],
    };
    let serial = 0;
    let cookie = "";
    let formToken = "";

    for (let round = 1; round <= rounds; round++) {
      const server: RunningServer = await startServer(env);
      const post = (pathname: string, body: BodyInit, headers: Record<string, string> = {}) => {
        serial += 1;
        return fetch(`${server.url}${pathname}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            origin: server.url,
            "x-forwarded-for": `10.9.${(serial >> 8) & 255}.${serial & 255}`,
            ...headers,
          },
          body,
        });
      };
      const form = (fields: Record<string, string>) => ({
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      });

      if (round === 1) {
        cookie = await signInByHttp(server.url, admin);
        const started = await fetch(`${server.url}/form-start`);
        formToken = /form_start=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")![1]!;
        // The contact form refuses a form sent within three seconds of being opened.
        await wait(3_100);
      }

      let killed = false;
      const writer = async (write: () => Promise<void>) => {
        while (!killed) {
          try {
            await write();
          } catch {
            // The connection died with the server: not acknowledged.
          }
        }
      };
      const contact = async () => {
        const id = `crash-${round}-${serial}`;
        const { body, headers } = form({
          name: "Crash Test",
          email: `${id}@example.ng`,
          message: `Message ${id}`,
          consent: "yes",
          started: formToken,
        });
        const response = await post("/contact", body, headers);
        if (response.status === 200) acknowledged.contact.push(id);
        await response.arrayBuffer();
      };
      const newsletter = async () => {
        const email = `reader-${round}-${serial}@example.ng`;
        const { body, headers } = form({ email });
        const response = await post("/newsletter", body, headers);
        if (response.status === 200) acknowledged.newsletter.push(email);
        await response.arrayBuffer();
      };
      const uploadAndPublish = async () => {
        const upload = new FormData();
        upload.set(
          "file",
          new Blob([new Uint8Array(picture)], { type: "image/jpeg" }),
          `crash-${serial}.jpg`,
        );
        const stored = await post("/admin/uploads", upload, { cookie });
        if (stored.status !== 201) return void (await stored.arrayBuffer());
        const { url } = (await stored.json()) as { url: string };
        acknowledged.uploads.push(url);
        const title = `Crash test item ${round}-${serial}`;
        const { body, headers } = form({
          title,
          excerpt: "A news item saved while the server was being killed.",
          content: "<p>Saved while the server was being killed.</p>",
          date: "2026-11-25",
          tags: "group",
          status: "published",
          imageUrl: url,
        });
        const saved = await post("/admin/news/new", body, headers);
        if (saved.status === 302) acknowledged.news.push({ title, imageUrl: url });
        await saved.arrayBuffer();
      };
      const writers = [
        writer(contact),
        writer(contact),
        writer(newsletter),
        writer(uploadAndPublish),
        writer(uploadAndPublish),
      ];
      await wait(1_200 + Math.random() * 1_800);
      server.child.kill("SIGKILL");
      await new Promise((resolve) => server.child.once("exit", resolve));
      killed = true;
      await Promise.all(writers);
    }
    // Every kind of write was acknowledged several times (how often depends on the machine's load).
    expect(acknowledged.contact.length).toBeGreaterThanOrEqual(rounds);
    expect(acknowledged.newsletter.length).toBeGreaterThanOrEqual(rounds / 2);
    expect(acknowledged.news.length).toBeGreaterThanOrEqual(3);
    console.log(
      `${engine.name}: ${rounds} kills; acknowledged ${acknowledged.contact.length} messages, ` +
        `${acknowledged.newsletter.length} sign-ups, ${acknowledged.uploads.length} uploads, ` +
        `${acknowledged.news.length} news items`,
    );

    expect(await engine.integrity()).toBe("ok");

    // Every acknowledged write is stored exactly once.
    const messages = await engine.query("select email from contact_message");
    const messageCount = new Map<string, number>();
    for (const row of messages) {
      const email = String(row.email);
      messageCount.set(email, (messageCount.get(email) ?? 0) + 1);
    }
    for (const id of acknowledged.contact) expect(messageCount.get(`${id}@example.ng`), id).toBe(1);
    const subscribers = new Set(
      (await engine.query("select email from newsletter_subscriber")).map((row) => row.email),
    );
    for (const email of acknowledged.newsletter) expect(subscribers.has(email), email).toBe(true);
    const media = await engine.query("select key, variants from media");
    const mediaKeys = new Set(media.map((row) => String(row.key)));
    for (const url of acknowledged.uploads)
      expect(mediaKeys.has(url.slice("/media/".length)), url).toBe(true);
    const news = await engine.query("select title, image_url from news");
    for (const item of acknowledged.news) {
      const rows = news.filter((row) => row.title === item.title);
      expect(rows, item.title).toHaveLength(1);
      expect(rows[0]!.image_url).toBe(item.imageUrl);
    }

    // No record without its files: every image a news item shows, every file of every record.
    const uploadsDir = path.join(dataDir, "uploads");
    const files = new Set(filesUnder(uploadsDir));
    const recordedFiles = (row: Record<string, unknown>) =>
      storedFileKeys({ key: String(row.key), variants: String(row.variants) });
    for (const row of media)
      for (const key of recordedFiles(row)) expect(files.has(key), key).toBe(true);
    for (const row of news) {
      const url = String(row.image_url ?? "");
      if (url.startsWith("/media/")) expect(files.has(url.slice(7)), url).toBe(true);
    }

    // Files a kill left without a record go with the start-up sweep once they are old enough.
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (const key of files) fs.utimesSync(path.join(uploadsDir, key), hourAgo, hourAgo);
    const last = await startServer(env);
    expect(await last.stop()).toBe(0);
    const recorded = new Set(media.flatMap(recordedFiles));
    expect(filesUnder(uploadsDir).filter((key) => !recorded.has(key))).toEqual([]);
    for (const key of recorded) expect(fs.existsSync(path.join(uploadsDir, key)), key).toBe(true);
  }, 300_000);
});
