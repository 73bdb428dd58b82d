import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite/precompress.ts";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our own Node app, which hosts the React Router handler.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : {},
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  plugins: [tailwindcss(), reactRouter(), precompress()],
}));
