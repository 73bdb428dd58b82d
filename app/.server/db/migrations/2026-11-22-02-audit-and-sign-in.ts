/** Audit log and sign-in failure records. Frozen: never edit, add a new migration. */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("actor", "text")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("subject", "text")
    .addColumn("detail", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").column("at desc").execute();

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_failure").execute();
  await db.schema.dropTable("audit_log").execute();
}
