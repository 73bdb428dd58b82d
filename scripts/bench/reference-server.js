/**
 * The limit the app is measured against: a minimal Node server that answers each path with the
 * bytes the app sent for it, gzip-compressed in advance and held in memory. Reads a JSON map
 * `{ path: { body: base64, type } }` from the file named by its first argument, listens on the port
 * named by the second, and prints "ready".
 */
import fs from "node:fs";
import http from "node:http";

const [file = "", port = "0"] = process.argv.slice(2);
/** @type {Map<string, { body: Buffer, type: string }>} */
const pages = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, "utf8"))).map(([path, page]) => [
    path,
    { body: Buffer.from(page.body, "base64"), type: page.type },
  ]),
);
http
  .createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, {
      "Content-Type": page.type,
      "Content-Encoding": "gzip",
      "Content-Length": page.body.length,
    });
    res.end(page.body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));
