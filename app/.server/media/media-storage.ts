/** The media storage this process uses, chosen once from the environment. */
import path from "node:path";
import { getEnv, type Env } from "../env";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";
import type { MediaStorage } from "./storage";

/** The bucket S3_BUCKET names, else DATA_DIR/uploads. */
export function storageFor(env: Env): MediaStorage {
  return env.s3 ? createS3Storage(env.s3) : createDiskStorage(path.join(env.dataDir, "uploads"));
}

/** Where uploaded images live; served at /media. */
export const mediaStorage = storageFor(getEnv());
