/**
 * The data directory holds the database, the uploads and the session secret: only the account
 * the server runs as may read it. The directory is 0700 and the SQLite files 0600, also when an
 * older installation created them readable by every local user.
 */
import fs from "node:fs";

/** Creates the directory if needed and makes it private to the server's account. */
export function ensurePrivateDirectory(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/**
 * Makes a SQLite database file private before it is opened: a new one is created empty with
 * 0600 (SQLite gives its write-ahead log and shared-memory files the database file's mode), an
 * existing one and its companions are narrowed to 0600.
 */
export function ensurePrivateDatabaseFile(file: string): void {
  fs.closeSync(fs.openSync(file, "a", 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(path)) fs.chmodSync(path, 0o600);
  }
}
