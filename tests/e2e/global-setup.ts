import type { TestProject } from "vitest/node";
import { createDatabase } from "~/.server/db/create-database";
import { setApprovalRequired } from "~/.server/news/approval-rule";
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

/**
 * One production server for the suite, on a fresh SQLite database seeded with the demo news. Its
 * administrator switches the approval rule off, as the settings page would, so the suites that
 * publish do so directly; tests/e2e/approvals.test.ts runs its own server with the rule on.
 */
export async function setup(project: TestProject) {
  server = await startServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SESSION_SECRET: sessionSecret,
  });
  const database = createDatabase({ dataDir: server.dataDir });
  await setApprovalRequired(database.db, false, {
    admin: { id: "e2e", email: admin.email, name: "E2E", role: "administrator" },
    ip: "127.0.0.1",
  });
  await database.db.destroy();
  project.provide("baseURL", server.url);
}

export async function teardown() {
  const code = await server?.stop();
  if (code !== 0)
    console.error(`The test server exited with code ${code}:\n${server?.logs.join("")}`);
}
