/**
 * A local server speaking the S3 protocol (s3rver) on a free port, keeping its objects in a
 * temporary directory, for tests of the S3 media storage. Each `newBucket()` is an empty bucket.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Settings } from "~/.server/env";

export interface S3TestServer {
  endpoint: string;
  /** Settings for a new, empty bucket on this server. */
  newBucket: () => Promise<S3Settings>;
  stop: () => Promise<void>;
}

// s3rver checks signatures against this fixed pair.
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Settings => ({
    bucket,
    endpoint,
    region: "us-east-1",
    credentials,
    forcePathStyle: true,
  });
  const client = new S3Client({ ...settings("unused"), region: "us-east-1" });
  return {
    endpoint,
    newBucket: async () => {
      const bucket = `media-${randomBytes(5).toString("hex")}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return settings(bucket);
    },
    stop: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
