/** What staff do with what visitors sent: read, handle and delete messages; list, export and erase subscribers. */
import type { Kysely } from "kysely";
import { discardMailFor } from "../mail/outbox";
import { countRows } from "../db/count";
import type { Database } from "../db/schema";
import { NotFoundError } from "../errors";
import { pageCountFor, pageOffset } from "~/lib/pagination";

export async function listMessages(db: Kysely<Database>, { page = 1, pageSize = 25 } = {}) {
  const total = await countRows(db, "contact_message");
  const rows = await db
    .selectFrom("contact_message")
    .select(["id", "name", "email", "subject", "status", "created_at", "locale"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(pageOffset(page, pageSize))
    .execute();
  return { rows, total, page, pageCount: pageCountFor(total, pageSize) };
}

export async function getMessage(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom("contact_message")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`Message ${id} does not exist`);
  return row;
}

export async function setMessageHandled(
  db: Kysely<Database>,
  id: string,
  handled: boolean,
  now = new Date(),
) {
  const result = await db
    .updateTable("contact_message")
    .set({ status: handled ? "handled" : "new", handled_at: handled ? now.toISOString() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new NotFoundError(`Message ${id} does not exist`);
}

/** Deletes a message and its notification if that is still unsent. */
export async function deleteMessage(db: Kysely<Database>, id: string) {
  await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("contact_message").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1)
      throw new NotFoundError(`Message ${id} does not exist`);
    await discardMailFor(trx, id);
  });
}

export async function listSubscribers(db: Kysely<Database>, { page = 1, pageSize = 50 } = {}) {
  const total = await countRows(db, "newsletter_subscriber");
  const rows = await db
    .selectFrom("newsletter_subscriber")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(pageOffset(page, pageSize))
    .execute();
  return { rows, total, page, pageCount: pageCountFor(total, pageSize) };
}

export async function allSubscribers(db: Kysely<Database>) {
  return db.selectFrom("newsletter_subscriber").selectAll().orderBy("created_at", "asc").execute();
}

/**
 * Erases a subscriber's personal data (NDPR): the address is replaced by a placeholder that
 * identifies nobody; the dates of consent stay as the record that consent was given.
 */
export async function eraseSubscriber(db: Kysely<Database>, id: string) {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("newsletter_subscriber")
      .set({ email: `erased-${id}`, status: "erased" })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw new NotFoundError(`Subscriber ${id} does not exist`);
    // Mail still waiting to go to the address goes with it.
    await discardMailFor(trx, id);
  });
}
