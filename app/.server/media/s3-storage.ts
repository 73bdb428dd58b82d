/**
 * Media in an S3-compatible bucket (Amazon S3, MinIO, Cloudflare R2, Ceph…), shared by every app
 * server. The SDK is imported on first use, so a server that keeps media on disk never loads it
 * and public pages pay no memory for it.
 */
import type { Readable } from "node:stream";
import type * as Sdk from "@aws-sdk/client-s3";
import type { S3Settings } from "../env";
import { contentTypeOf, isStorageKey } from "./storage-key";
import { InvalidKeyError, type ListedObject, type MediaStorage, type ObjectInfo } from "./storage";

/** Objects carry the headers /media sends, so a CDN or the bucket can serve them as they are. */
const immutable = "public, max-age=31536000, immutable";

/** Deletions in flight at once: an image has eight objects; a sweep may have hundreds. */
const parallelDeletes = 16;

function checked(key: string): string {
  if (!isStorageKey(key)) throw new InvalidKeyError(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

function notFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

export function createS3Storage(settings: S3Settings): MediaStorage {
  const bucket = settings.bucket;
  let connection: Promise<{ sdk: typeof Sdk; client: Sdk.S3Client }> | undefined;

  function connect() {
    connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // Checksums only where S3 requires them: several S3-compatible services refuse the
        // newer checksum headers the SDK would otherwise add to every upload.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        // A bucket that does not answer must not hold a request (or a start-up) for long.
        requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
      }),
    }));
    return connection;
  }

  /** The object's GET answer, or undefined when there is none. */
  async function get(key: string, range?: string) {
    const { sdk, client } = await connect();
    try {
      return await client.send(
        new sdk.GetObjectCommand({ Bucket: bucket, Key: checked(key), Range: range }),
      );
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async function stat(key: string): Promise<ObjectInfo | undefined> {
    const { sdk, client } = await connect();
    try {
      const head = await client.send(
        new sdk.HeadObjectCommand({ Bucket: bucket, Key: checked(key) }),
      );
      return {
        size: head.ContentLength ?? 0,
        modified: head.LastModified ?? new Date(0),
        etag: head.ETag ?? `"${key}"`,
      };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async function put(key: string, bytes: Uint8Array): Promise<void> {
    // Never replace an object, as the disk store's exclusive write: the condition makes it
    // atomic where the service knows it (S3, R2, MinIO); the look-up covers those that ignore it.
    if (await stat(key)) throw new Error(`${key} already exists in the bucket`);
    const { sdk, client } = await connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: bytes,
        ContentType: contentTypeOf(key),
        CacheControl: immutable,
        IfNoneMatch: "*",
      }),
    );
  }

  async function read(key: string): Promise<Buffer | undefined> {
    const response = await get(key);
    if (!response?.Body) return undefined;
    return Buffer.from(await response.Body.transformToByteArray());
  }

  async function stream(key: string, range?: { start: number; end: number }) {
    const response = await get(key, range ? `bytes=${range.start}-${range.end}` : undefined);
    // In Node the SDK's body is a readable stream of the response.
    return response?.Body as Readable | undefined;
  }

  async function remove(keys: readonly string[]): Promise<void> {
    keys.forEach(checked);
    if (keys.length === 0) return;
    const { sdk, client } = await connect();
    // One request per key: every S3-compatible service has DeleteObject, not all DeleteObjects.
    for (let i = 0; i < keys.length; i += parallelDeletes)
      await Promise.all(
        keys
          .slice(i, i + parallelDeletes)
          .map((Key) => client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }))),
      );
  }

  async function* list(): AsyncGenerator<ListedObject> {
    const { sdk, client } = await connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key && isStorageKey(object.Key))
          yield { key: object.Key, modified: object.LastModified ?? new Date(0) };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const at = settings.endpoint ? ` at ${new URL(settings.endpoint).host}` : "";
  return { description: `s3://${bucket}${at}`, put, read, stat, stream, remove, list };
}
