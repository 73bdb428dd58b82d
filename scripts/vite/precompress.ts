/**
 * A build step: every compressible file of the client build gets a brotli (`.br`, quality 11) and a
 * gzip (`.gz`, Zopfli: the smallest gzip any browser can read) twin, so the server sends the
 * smallest bytes without compressing on each request. See server/precompressed.ts.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/** Below this, a file is a single small packet either way. */
const minBytes = 256;
/** A twin is kept only when it saves more than its Content-Encoding and Vary headers cost. */
const headerBytes = 48;
const brotli = promisify(zlib.brotliCompress);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of files(dir)) {
    if (!compressible.test(file)) continue;
    const raw = await fs.readFile(file);
    if (raw.length < minBytes) continue;
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzipAsync(raw, { numiterations: 15 }),
    ]);
    if (br.length + headerBytes < raw.length) await fs.writeFile(`${file}.br`, br);
    if (gz.length + headerBytes < raw.length) await fs.writeFile(`${file}.gz`, gz);
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      const count = await precompressDir(options.dir);
      this.environment.logger.info(`precompressed ${count} files (brotli and gzip)`);
    },
  };
}
