/** The media storage this process uses, chosen once from the environment. */
import path from "node:path";
import { getEnv, type Env } from "../env";
import { createDiskStorage } from "./disk-storage";
import type { MediaStorage } from "./storage";

/** DATA_DIR/uploads. */
export function storageFor(env: Env): MediaStorage {
  return createDiskStorage(path.join(env.dataDir, "uploads"));
}

/** Where uploaded images live; served at /media. */
export const mediaStorage = storageFor(getEnv());
