import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { precompressed } from "./precompressed";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
const script = "console.log('the same bytes, smaller');\n".repeat(100);
let server: http.Server;
let base = "";

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, "app.js"), script);
  fs.writeFileSync(path.join(dir, "app.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "app.js.gz"), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, "logo.png"), "not compressible");
  const app = express();
  app.use(precompressed(dir, { maxAge: "1y", immutable: true }));
  app.use(express.static(dir));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true });
});

function get(file: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    http
      .get(`${base}${file}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("precompressed files", () => {
  test("brotli first, then gzip, with the original's type and caching", async () => {
    const br = await get("/app.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get("/app.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
  });

  test("a client that accepts neither, or refuses one with q=0, gets what it can read", async () => {
    const plain = await get("/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const noBrotli = await get("/app.js", "br;q=0, gzip");
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
  });

  test("files without twins pass through untouched", async () => {
    const png = await get("/logo.png", "br");
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.body.toString()).toBe("not compressible");
  });
});
