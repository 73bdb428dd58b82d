import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, expect, test } from "vitest";
import { createDatabase } from "~/.server/db/create-database";

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-"));
  dirs.push(dir);
  return dir;
}

test("a new SQLite data directory and its database files are readable by the server's account only", async () => {
  const dataDir = path.join(tempDir(), "data");
  const { db } = createDatabase({ dataDir });
  await sql`create table note (text text)`.execute(db);
  await sql`insert into note values ('kept')`.execute(db);
  expect(mode(dataDir)).toBe(0o700);
  expect(mode(path.join(dataDir, "site.db"))).toBe(0o600);
  expect(mode(path.join(dataDir, "site.db-wal"))).toBe(0o600);
  await db.destroy();
});

test("an older installation's readable directory and database are narrowed, keeping their data", async () => {
  const dataDir = tempDir();
  const first = createDatabase({ dataDir });
  await sql`create table note (text text)`.execute(first.db);
  await sql`insert into note values ('kept')`.execute(first.db);
  await first.db.destroy();
  fs.chmodSync(dataDir, 0o755);
  fs.chmodSync(path.join(dataDir, "site.db"), 0o644);

  const again = createDatabase({ dataDir });
  const { rows } = await sql<{ text: string }>`select text from note`.execute(again.db);
  expect(rows).toEqual([{ text: "kept" }]);
  expect(mode(dataDir)).toBe(0o700);
  expect(mode(path.join(dataDir, "site.db"))).toBe(0o600);
  await again.db.destroy();
});
