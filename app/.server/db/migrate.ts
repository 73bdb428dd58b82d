/** Brings the schema up to date. Migrations are listed here, not read from disk, so the server bundle carries them. */
import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from "kysely";
import * as news from "./migrations/2026-11-22-01-news";
import * as auditAndSignIn from "./migrations/2026-11-22-02-audit-and-sign-in";
import * as contactAndNewsletter from "./migrations/2026-11-22-03-contact-and-newsletter";
import * as contentVersion from "./migrations/2026-11-24-01-content-version";
import * as publishingStates from "./migrations/2026-11-24-02-publishing-states";
import * as newsAddresses from "./migrations/2026-11-24-03-news-addresses";
import * as newsTags from "./migrations/2026-11-24-04-news-tags";
import * as newsRevisions from "./migrations/2026-11-25-01-news-revisions";
import * as mediaLibrary from "./migrations/2026-11-25-02-media-library";
import * as mailOutbox from "./migrations/2026-11-25-03-mail-outbox";
import * as newsImport from "./migrations/2026-11-25-04-news-import";
import * as people from "./migrations/2026-11-25-05-people";
import * as siteContacts from "./migrations/2026-11-25-07-site-contacts";
import * as search from "./migrations/2026-11-25-08-search";
import * as milestones from "./migrations/2026-11-25-06-milestones";
import * as signInHardening from "./migrations/2026-11-25-09-sign-in-hardening";
import * as auditFilters from "./migrations/2026-11-25-10-audit-filters";
import * as secondFactor from "./migrations/2026-11-26-02-second-factor";
import * as newsApproval from "./migrations/2026-11-26-03-news-approval";
import * as staffInvitations from "./migrations/2026-11-26-04-staff-invitations";
import type { Database } from "./schema";

/** Every migration by name, applied in name order. */
export const migrations: Record<string, Migration> = {
  "2026-11-22-01-news": news,
  "2026-11-22-02-audit-and-sign-in": auditAndSignIn,
  "2026-11-22-03-contact-and-newsletter": contactAndNewsletter,
  "2026-11-24-01-content-version": contentVersion,
  "2026-11-24-02-publishing-states": publishingStates,
  "2026-11-24-03-news-addresses": newsAddresses,
  "2026-11-24-04-news-tags": newsTags,
  "2026-11-25-01-news-revisions": newsRevisions,
  "2026-11-25-02-media-library": mediaLibrary,
  "2026-11-25-03-mail-outbox": mailOutbox,
  "2026-11-25-04-news-import": newsImport,
  "2026-11-25-05-people": people,
  "2026-11-25-07-site-contacts": siteContacts,
  "2026-11-25-08-search": search,
  "2026-11-25-06-milestones": milestones,
  "2026-11-25-09-sign-in-hardening": signInHardening,
  "2026-11-25-10-audit-filters": auditFilters,
  "2026-11-26-02-second-factor": secondFactor,
  "2026-11-26-03-news-approval": newsApproval,
  "2026-11-26-04-staff-invitations": staffInvitations,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/**
 * The migrator of `db`. On PostgreSQL its bookkeeping tables are those of the connection's own
 * schema: without naming it, the migrator would take another schema's tables in the same
 * database (a staging copy, a second site) for its own and skip creating them.
 */
async function migratorFor(db: Kysely<Database>): Promise<Migrator> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = isPostgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

function check({ error, results = [] }: MigrationResultSet): string[] {
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${cause}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}

/** Applies every pending migration; returns the names applied. Throws when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return check(await (await migratorFor(db)).migrateToLatest());
}

/** Applies pending migrations up to and including `name`, no further. */
export async function migrateUpTo(db: Kysely<Database>, name: string): Promise<string[]> {
  return check(await (await migratorFor(db)).migrateTo(name));
}
