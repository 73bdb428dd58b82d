/** Every file under a directory, recursively, as `/`-separated keys relative to it. */
import fs from "node:fs/promises";
import path from "node:path";

export async function* filesUnder(dir: string, prefix = ""): AsyncGenerator<string> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    // A directory that does not exist holds no files.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(path.join(dir, entry.name), key);
    else if (entry.isFile()) yield key;
  }
}
