import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** The administrator every suite signs in as. */
export const admin = { email: "editor@bglgroup.ng", password: "harmattan-lagoon-ledger-41" };

/** The server's signing secret, known here so a test can make a link the server must refuse. */
export const sessionSecret = "e2e-signing-secret-for-tests-only-000000000000";

let server: RunningServer | undefined;

/** One production server for the suite, on a fresh SQLite database seeded with the demo news. */
export async function setup(project: TestProject) {
  server = await startServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SESSION_SECRET: sessionSecret,
  });
  project.provide("baseURL", server.url);
}

export async function teardown() {
  const code = await server?.stop();
  if (code !== 0)
    console.error(`The test server exited with code ${code}:\n${server?.logs.join("")}`);
}
