import path from "node:path";
import { getEnv } from "../env";

/** Where uploaded images live; served at /media. */
export const uploadsDir = path.join(getEnv().dataDir, "uploads");
