import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

/** End-to-end tests: a production build served by our server, driven in Chromium. */
export default defineConfig({
  root,
  resolve: { alias: { "~": path.join(root, "app") } },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A page may take a moment to render after its URL changes on a busy two-core machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
