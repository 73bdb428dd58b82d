/**
 * /media answered from each storage: the headers express.static gave files in DATA_DIR/uploads
 * (checked against express.static itself for the disk), 404 for missing keys, 403 for paths
 * that try to leave the store, HEAD, ranges, 304, and the redirect to a public base.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDiskStorage } from "~/.server/media/disk-storage";
import { createS3Storage } from "~/.server/media/s3-storage";
import type { MediaStorage } from "~/.server/media/storage";
import { lastResort } from "../../server/last-resort";
import { mediaFiles } from "../../server/media-files";
import { startS3Server, type S3TestServer } from "./s3-server";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with exactly the headers given (fetch would add its own cache headers). */
function request(
  base: string,
  target: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    // The path goes out as written: a URL would resolve dot segments before sending.
    http
      .request({ hostname, port, path: target, method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject)
      .end();
  });
}

/** An HTTP server mounting `handler` at /media as the site does, with its last-resort errors. */
async function serve(handler: RequestHandler): Promise<{ base: string; close: () => void }> {
  const app = express();
  app.use("/media", handler);
  app.use(lastResort);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const image = Buffer.from("\xff\xd8\xff pretend jpeg bytes, thirty-eight long", "latin1");
const key = "news/1700000000000_board.jpg";

let s3: S3TestServer;
let outside: string;
const stores: Record<string, MediaStorage> = {};
beforeAll(async () => {
  // A secret beside the store that no request may reach.
  outside = fs.mkdtempSync(path.join(os.tmpdir(), "media-serving-"));
  fs.writeFileSync(path.join(outside, "site.db"), "secret rows");
  stores.disk = createDiskStorage(path.join(outside, "uploads"));
  s3 = await startS3Server();
  stores.s3 = createS3Storage(await s3.newBucket());
  for (const storage of Object.values(stores)) {
    await storage.put(key, image);
    await storage.put("news/1700000000000_board-480w.avif", new Uint8Array([1, 2, 3]));
  }
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(outside, { recursive: true, force: true });
});

describe.each(["disk", "s3"])("/media from %s storage", (kind) => {
  let base: string;
  let close: () => void;
  beforeAll(async () => ({ base, close } = await serve(mediaFiles(stores[kind]!))));
  afterAll(() => close());

  test("an image comes with its type, a year-long immutable cache and validators; HEAD too", async () => {
    const got = await request(base, `/media/${key}`);
    expect(got.status).toBe(200);
    expect(got.body.equals(image)).toBe(true);
    expect(got.headers).toMatchObject({
      "content-type": "image/jpeg",
      "content-length": String(image.length),
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'",
      "accept-ranges": "bytes",
    });
    expect(got.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(Date.parse(got.headers["last-modified"]!)).toBeGreaterThan(Date.now() - 600_000);

    const head = await request(base, `/media/${key}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers).toMatchObject({
      "content-length": String(image.length),
      "content-type": "image/jpeg",
      etag: got.headers.etag,
    });
    const avif = await request(base, "/media/news/1700000000000_board-480w.avif");
    expect(avif.headers["content-type"]).toBe("image/avif");
  });

  test("a cache that holds the image gets 304; a part of it, 206; a range past the end, 416", async () => {
    const { headers } = await request(base, `/media/${key}`);
    const again = await request(base, `/media/${key}`, {
      headers: { "if-none-match": headers.etag! },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const part = await request(base, `/media/${key}`, { headers: { range: "bytes=4-10" } });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 4-10/${image.length}`);
    expect(part.body.equals(image.subarray(4, 11))).toBe(true);
    const stale = await request(base, `/media/${key}`, {
      headers: { range: "bytes=4-10", "if-range": '"another-version"' },
    });
    expect(stale.status).toBe(200);
    const past = await request(base, `/media/${key}`, { headers: { range: "bytes=900-" } });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${image.length}`);
  });

  test("a missing key is 404 and never cached as an image", async () => {
    for (const target of ["/media/news/1_missing.jpg", "/media/", "/media/news/a%20b.jpg"]) {
      const answer = await request(base, target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString()).toBe("Not Found");
      expect(answer.headers["cache-control"]).toBeUndefined();
    }
  });

  test("no path leaves the store: dot segments and hidden files are refused", async () => {
    for (const target of [
      "/media/..%2fsite.db",
      "/media/%2e%2e%2fsite.db",
      "/media/%2e%2e/site.db",
      "/media/news/..%2f..%2fsite.db",
      "/media/..%5csite.db",
      "/media/.env",
    ]) {
      const answer = await request(base, target);
      expect(answer.status, target).toBe(403);
      expect(answer.body.toString()).toBe("Forbidden");
    }
    expect((await request(base, "/media/%E0%A4%A")).status).toBe(400);
  });

  test("only GET and HEAD", async () => {
    const answer = await request(base, `/media/${key}`, { method: "DELETE" });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expect((await stores[kind]!.stat(key))?.size).toBe(image.length);
  });
});

test("on disk, /media answers exactly as express.static did", async () => {
  const uploads = path.join(outside, "uploads");
  const before = await serve(
    express.static(uploads, {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "deny",
      fallthrough: false,
      setHeaders: (res) => res.setHeader("Content-Security-Policy", "default-src 'none'"),
    }),
  );
  const now = await serve(mediaFiles(stores.disk!));
  const etag = (await request(before.base, `/media/${key}`)).headers.etag!;
  const cases: [string, string, Record<string, string>][] = [
    ["GET", `/media/${key}`, {}],
    ["HEAD", `/media/${key}`, {}],
    ["GET", `/media/${key}?v=2`, {}],
    ["GET", `/media/${key}`, { "if-none-match": etag }],
    ["GET", `/media/${key}`, { range: "bytes=2-5" }],
    ["GET", `/media/${key}`, { range: "bytes=-4" }],
    ["GET", `/media/${key}`, { range: "bytes=0-1,4-5" }],
    ["GET", `/media/${key}`, { range: "bytes=500-" }],
    ["GET", `/media/${key}`, { range: "bytes=2-5", "if-range": etag }],
    ["GET", "/media/news/1_missing.jpg", {}],
    ["GET", "/media/%2e%2e%2fsite.db", {}],
    ["GET", "/media/.env", {}],
    ["POST", `/media/${key}`, {}],
  ];
  const comparable = ({ status, headers, body }: Answer) => {
    const { date: _date, connection: _connection, ...rest } = headers;
    return { status, headers: rest, body: body.toString("latin1") };
  };
  try {
    for (const [method, target, headers] of cases)
      expect(
        comparable(await request(now.base, target, { method, headers })),
        `${method} ${target} ${JSON.stringify(headers)}`,
      ).toEqual(comparable(await request(before.base, target, { method, headers })));
  } finally {
    before.close();
    now.close();
  }
});

test("with a public base, /media redirects there without reading the storage", async () => {
  const untouchable = new Proxy({} as MediaStorage, {
    get: () => {
      throw new Error("the storage was read");
    },
  });
  const { base, close } = await serve(mediaFiles(untouchable, "https://cdn.example.com/site"));
  try {
    for (const method of ["GET", "HEAD"]) {
      const answer = await request(base, `/media/${key}?w=1`, { method });
      expect(answer.status, method).toBe(302);
      expect(answer.headers.location).toBe(`https://cdn.example.com/site/${key}`);
      expect(answer.headers["cache-control"]).toBe("public, max-age=86400");
    }
    expect((await request(base, "/media/%2e%2e%2fsite.db")).status).toBe(403);
    expect((await request(base, "/media/news/a%20b.jpg")).status).toBe(404);
  } finally {
    close();
  }
});

test("an image deleted between its look-up and its read is a plain 404, never cached", async () => {
  const vanishing: MediaStorage = { ...stores.disk!, stream: async () => undefined };
  const { base, close } = await serve(mediaFiles(vanishing));
  try {
    const answer = await request(base, `/media/${key}`);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe("Not Found");
    expect(answer.headers["cache-control"]).toBeUndefined();
    expect(answer.headers.etag).not.toBe((await stores.disk!.stat(key))?.etag);
  } finally {
    close();
  }
});
