/** Production entry: build if needed, migrate and seed, then serve. */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.js";
import { listen } from "./listen.js";

process.env.NODE_ENV ??= "production";
const root = path.resolve(import.meta.dirname, "..");

ensureBuild();
const server = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const env = server.getEnv();
await server.prepareDatabase();
await listen(server.createApp({ clientDir: path.join(root, "build/client") }), {
  port: env.PORT,
  host: env.HOST,
  onClose: server.closeDatabase,
});
