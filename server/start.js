/** Production entry: build if needed, migrate and seed (in a short-lived process), then serve. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.js";
import { listen } from "./listen.js";

process.env.NODE_ENV ??= "production";
const root = path.resolve(import.meta.dirname, "..");

ensureBuild();
const prepared = spawnSync(process.execPath, [path.join(root, "server/prepare.js")], {
  stdio: "inherit",
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const server = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const env = server.getEnv();
await listen(server.createApp({ clientDir: path.join(root, "build/client") }), {
  port: env.PORT,
  host: env.HOST,
  log: server.log,
  drainSeconds: env.drainSeconds,
  onDrain: server.beginDrain,
  onClose: server.closeDatabase,
});
