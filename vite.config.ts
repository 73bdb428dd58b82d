import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite/precompress.ts";

/**
 * The browser's files. React, React DOM, React Router and the client entry that starts hydration
 * load on every page: one file. (The entry's `hydrateRoot` then runs when the first route module
 * imports that file, before React Router's boot script has listed the route modules; React only
 * renders in a later task, after the boot script has finished, so the order holds.) The modules
 * the frame of every public page needs (messages, paths, content, header, page frame, shared
 * helpers) form a second, so a page loads a handful of files instead of thirty small ones, each
 * compressed on its own. Page-specific code stays with its route or its island. Admin screens, the
 * form schemas (which bring Zod) and the helpers only admin forms use (uploads, addresses) keep out
 * of the shell, and so do the paged lists' links, which only the news and search pages show.
 */
const framework =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|[\\/]defaults[\\/]entry\.client/;
const shell =
  /[\\/]app[\\/](components[\\/]ui|lib|i18n|content)[\\/]|[\\/]app[\\/]components[\\/]site[\\/](site-header|mobile-menu|language-menu|language-link|navigation|site-frame|scroll-to-top|islands?|error-page|section-heading)\./;
const notShell =
  /admin|schema|field-errors|-icons\.|newsroom-time|pagination|upload-with-retry|person-form|slugify|staff-roles/;

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our own Node app, which hosts the React Router handler.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, priority: 2 },
                {
                  name: "shell",
                  test: (id: string) => shell.test(id) && !notShell.test(id),
                  priority: 1,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  plugins: [tailwindcss(), reactRouter(), precompress()],
}));
