/** Media in a directory on this server (DATA_DIR/uploads by default): one file per key. */
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { isStorageKey } from "./storage-key";
import { InvalidKeyError, type ListedObject, type MediaStorage } from "./storage";

function missing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** Every file under `dir`, recursively, with `/`-separated keys relative to the store's root. */
async function* filesUnder(dir: string, prefix: string): AsyncGenerator<ListedObject> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    // A directory that does not exist holds no files.
    if (missing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, key);
    else if (entry.isFile() && isStorageKey(key)) {
      const stat = await fs.stat(full).catch(() => undefined);
      if (stat) yield { key, modified: stat.mtime };
    }
  }
}

export function createDiskStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new InvalidKeyError(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(base, ...key.split("/"));
  };
  const statOf = async (key: string) => {
    const stat = await fs.stat(pathOf(key)).catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
    return stat?.isFile() ? stat : undefined;
  };

  return {
    description: base,

    async put(key, bytes) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: "wx" });
    },

    async read(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (error) {
        if (missing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return undefined;
        throw error;
      }
    },

    async stat(key) {
      const stat = await statOf(key);
      if (!stat) return undefined;
      // The entity tag express.static gave these files, so caches keep what they hold.
      const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
      return { size: stat.size, modified: stat.mtime, etag };
    },

    async stream(key, range) {
      const file = pathOf(key);
      try {
        const handle = await fs.open(file, "r");
        if (!(await handle.stat()).isFile()) {
          await handle.close();
          return undefined;
        }
        return createReadStream(file, { fd: handle, start: range?.start, end: range?.end });
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(pathOf(key), { force: true })));
    },

    list() {
      return filesUnder(base, "");
    },
  };
}
