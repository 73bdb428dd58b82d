/** The secret that signs session cookies: SESSION_SECRET, else one generated once and kept in DATA_DIR. */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ensurePrivateDirectory } from "../db/private-files";

export function loadSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured && configured.length >= 32) return configured;
  if (configured) throw new Error("SESSION_SECRET must be at least 32 characters long");
  const file = path.join(dataDir, "session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  ensurePrivateDirectory(dataDir);
  const secret = randomBytes(48).toString("base64url");
  // `wx`: if another process created it first, use theirs.
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    return fs.readFileSync(file, "utf8").trim();
  }
}
