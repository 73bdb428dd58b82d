/**
 * The mail outbox: every e-mail the site sends is first a row here, written in the same
 * transaction as the record it belongs to, and delivered from here with retries. `ref` names
 * that record (a contact message, a subscriber), so erasing it erases its unsent mail too.
 * Frozen: never edit, add a new migration.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("ref", "text")
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("claimed_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("mail_outbox_ref").on("mail_outbox").column("ref").execute();
}
