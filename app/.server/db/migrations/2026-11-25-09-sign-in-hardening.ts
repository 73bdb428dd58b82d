/**
 * Sign-in limits as one counter row per limit and key, so an attempt can be counted and checked
 * in a single statement (the one-row-per-failure table let parallel attempts all pass the check
 * before any was recorded). Times are milliseconds since 1970 in a bigint, so the wait can be
 * computed inside that statement the same way on SQLite and PostgreSQL. The old failure records
 * are only minutes of state and are dropped. Frozen: never edit, add a new migration.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_failure").execute();
  await db.schema
    .createTable("sign_in_limit")
    .addColumn("scope", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("last_at", "bigint", (col) => col.notNull())
    .addColumn("retry_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("sign_in_limit_pk", ["scope", "key"])
    .execute();
  await db.schema
    .createIndex("sign_in_limit_last_at_idx")
    .on("sign_in_limit")
    .column("last_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_limit").execute();
  await db.schema
    .createTable("sign_in_failure")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("scope", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_failure_key_idx")
    .on("sign_in_failure")
    .columns(["scope", "key", "at"])
    .execute();
}
