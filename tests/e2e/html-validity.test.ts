/**
 * The W3C Nu HTML Checker (the vnu-jar package, on the machine's Java) finds no errors in any
 * public page, in English and Chinese, as the server sends it.
 */
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import vnu from "vnu-jar";
import { expect, test } from "vitest";
import { baseURL } from "./browser";
import { publicPaths } from "../../scripts/bench/public-pages.js";

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test("the Nu HTML Checker reports no errors on any public page", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "html-validity-"));
  const files = new Map<string, string>();
  for (const page of await publicPaths(baseURL())) {
    const file = path.join(dir, `${files.size}.html`);
    await fs.writeFile(file, await (await fetch(`${baseURL()}${page}`)).text());
    files.set(file, page);
  }
  // The checker exits 1 when it reports anything; its JSON report is what counts.
  const output = await promisify(execFile)(
    "java",
    ["-jar", vnu, "--errors-only", "--format", "json", "--stdout", ...files.keys()],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const { messages } = JSON.parse(output.stdout) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type === "error")
    .map((message) => `${files.get(new URL(message.url).pathname)}: ${message.message}`);
  await fs.rm(dir, { recursive: true });
  expect(errors).toEqual([]);
}, 180_000);
