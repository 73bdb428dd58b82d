/** Development entry: Vite serves the app with live reload; the server module reloads on change. */
import express from "express";
import { createServer } from "vite";
import { listen } from "./listen.js";

process.env.NODE_ENV = "development";
const vite = await createServer({ server: { middlewareMode: true } });
const load = () => vite.ssrLoadModule("./server/app.ts");

const first = await load();
await first.prepareDatabase();
const env = first.getEnv();

/** One app per module version, so edits to the server reload it. */
const apps = new WeakMap();
const app = express();
app.use(vite.middlewares);
app.use(async (req, res, next) => {
  try {
    const server = await load();
    if (!apps.has(server)) apps.set(server, server.createApp());
    apps.get(server)(req, res, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});

await listen(app, {
  port: env.PORT,
  host: env.HOST,
  log: first.log,
  drainSeconds: 0,
  onDrain: () => {},
  onClose: async () => {
    await vite.close();
    await (await load()).closeDatabase();
  },
});
