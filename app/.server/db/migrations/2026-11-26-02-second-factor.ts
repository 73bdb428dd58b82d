/**
 * A second factor for every staff account: the authenticator key (sealed with a key derived from
 * the signing secret), when it was confirmed, and the last 30-second step whose code was
 * accepted, so that a code cannot be used twice; and ten recovery codes per account, kept only
 * as hashes, each usable once. Frozen: never edit, add a new migration.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("staff_second_factor")
    .addColumn("user_id", "text", (col) => col.primaryKey())
    .addColumn("sealed_key", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("last_step", "bigint")
    .execute();
  await db.schema
    .createTable("staff_recovery_code")
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addPrimaryKeyConstraint("staff_recovery_code_pk", ["user_id", "code_hash"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_recovery_code").execute();
  await db.schema.dropTable("staff_second_factor").execute();
}
