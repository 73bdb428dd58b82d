/**
 * The production server keeping media in an S3 bucket (a local s3rver): an upload lands in the
 * bucket and nowhere on disk, /media serves it through the app with the usual headers, a
 * deletion empties the bucket, and with S3_PUBLIC_URL /media redirects to that base.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { S3Settings } from "~/.server/env";
import { createS3Storage } from "~/.server/media/s3-storage";
import { startS3Server, type S3TestServer } from "../integration/s3-server";
import { signInByHttp } from "./staff-sign-in";
import { startServer, type RunningServer } from "./server";

const admin = { email: "media@bglgroup.ng", password: "harmattan-lagoon-ledger-41" };

let s3: S3TestServer;
let settings: S3Settings;
let server: RunningServer;
beforeAll(async () => {
  s3 = await startS3Server();
  settings = await s3.newBucket();
});
afterAll(async () => {
  await server?.stop();
  await s3.stop();
});

function s3Env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint!,
    S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SESSION_SECRET: "media-storage-e2e-secret-000000000000000000000",
    ...extra,
  };
}

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of createS3Storage(settings).list()) keys.push(key);
  return keys.sort();
}

test("uploads go to the bucket and /media serves them from it through the app", async () => {
  server = await startServer(s3Env());
  const cookie = await signInByHttp(server.url, admin);
  const jpeg = await sharp({
    create: { width: 1400, height: 800, channels: 3, background: "#005100" },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "bucket-board.jpg");
  form.set("alt.en", "The board in session");
  const uploaded = await fetch(`${server.url}/admin/media`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: server.url },
    body: form,
  });
  expect(uploaded.status).toBe(302);
  const id = /\/admin\/media\/([^/?]+)/.exec(uploaded.headers.get("location") ?? "")![1]!;

  const keys = await bucketKeys();
  const original = keys.find((key) => /^news\/\d+_bucket-board\.jpg$/.test(key))!;
  expect(original).toBeDefined();
  const stem = original.slice(0, -".jpg".length);
  expect(keys).toEqual(
    [
      original,
      `${stem}-share.jpg`,
      ...[480, 960].flatMap((w) => [`${stem}-${w}w.avif`, `${stem}-${w}w.webp`]),
    ].sort(),
  );
  // Nothing of it on this server's disk.
  expect(fs.existsSync(path.join(server.dataDir, "uploads"))).toBe(false);

  const image = await fetch(`${server.url}/media/${original}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/jpeg");
  expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const served = Buffer.from(await image.arrayBuffer());
  expect(served.equals((await createS3Storage(settings).read(original))!)).toBe(true);
  const head = await fetch(`${server.url}/media/${stem}-480w.avif`, { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.headers.get("content-type")).toBe("image/avif");
  expect((await fetch(`${server.url}/media/news/1_not-there.jpg`)).status).toBe(404);
  expect((await fetch(`${server.url}/media/..%2fsite.db`)).status).toBe(403);

  const deleted = await fetch(`${server.url}/admin/media/${id}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "delete" }),
  });
  expect(deleted.status).toBe(302);
  expect(await bucketKeys()).toEqual([]);
  expect((await fetch(`${server.url}/media/${original}`)).status).toBe(404);

  // The access key and secret never reach the log.
  const logs = server.logs.join("");
  expect(logs).not.toContain(settings.credentials!.secretAccessKey);
  expect(await server.stop()).toBe(0);
});

test("with S3_PUBLIC_URL, /media redirects to that base", async () => {
  server = await startServer(s3Env({ S3_PUBLIC_URL: "https://media.example.test/site/" }));
  const answer = await fetch(`${server.url}/media/news/1700000000000_board-960w.webp`, {
    redirect: "manual",
  });
  expect(answer.status).toBe(302);
  expect(answer.headers.get("location")).toBe(
    "https://media.example.test/site/news/1700000000000_board-960w.webp",
  );
  expect((await fetch(`${server.url}/media/.env`, { redirect: "manual" })).status).toBe(403);
  expect(await server.stop()).toBe(0);
});
