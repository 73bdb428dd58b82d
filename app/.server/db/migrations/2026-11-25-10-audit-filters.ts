/**
 * The audit log is read by person and by action, newest first: an index for each.
 * Frozen: never edit, add a new migration.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("audit_log_actor_at")
    .on("audit_log")
    .columns(["actor", "at"])
    .execute();
  await db.schema
    .createIndex("audit_log_action_at")
    .on("audit_log")
    .columns(["action", "at"])
    .execute();
}
