/**
 * Brings the database up to date (migrations, auth tables, demo content, first administrator) in
 * a process of its own, so the server that follows never loads what only this step needs.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const server = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
await server.prepareDatabase();
await server.closeDatabase();
