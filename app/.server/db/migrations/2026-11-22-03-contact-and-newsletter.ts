/** Contact messages, newsletter subscribers and form rate-limit events. Frozen: never edit, add a new migration. */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contact_message")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("address", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("consent_version", "text", (col) => col.notNull())
    .addColumn("consent_at", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("new")
        .check(sql`status in ('new', 'handled')`),
    )
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("handled_at", "text")
    .addColumn("notified_at", "text")
    .execute();
  await db.schema
    .createIndex("contact_message_created_idx")
    .on("contact_message")
    .column("created_at desc")
    .execute();

  await db.schema
    .createTable("newsletter_subscriber")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'confirmed', 'unsubscribed', 'erased')`),
    )
    .addColumn("consent_version", "text", (col) => col.notNull())
    .addColumn("consent_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("confirmation_sent_at", "text")
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .execute();

  await db.schema
    .createTable("rate_event")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("bucket", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("rate_event_idx")
    .on("rate_event")
    .columns(["bucket", "key", "at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_event").execute();
  await db.schema.dropTable("newsletter_subscriber").execute();
  await db.schema.dropTable("contact_message").execute();
}
