/**
 * Writing the management team: create, update (guarded by its version), move within a list and
 * remove, each in one transaction. Reading is in queries.ts.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import { personFieldsSchema, type PersonFields } from "~/lib/person-schema";
import { locales } from "~/i18n/locales";
import type { Database } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { newId } from "../ids";
import { refreshSiteDocuments } from "../search/documents";
import type { RemovedPerson } from "./types";

/**
 * The same rules as the admin form, whoever writes. Throws ValidationError with the fields at
 * fault (dotted names, as in the form); nothing is written.
 */
function validated(input: PersonFields): PersonFields {
  const result = personFieldsSchema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (fieldErrors[issue.path.join(".")] ??= []).push(issue.message);
  throw new ValidationError("The person is incomplete", fieldErrors);
}

/** An address belongs to one person across the site; another's gives a field error. */
async function assertSlugFree(trx: Transaction<Database>, slug: string, id: string) {
  const holder = await trx
    .selectFrom("person")
    .select(["id", "name"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (holder && holder.id !== id)
    throw new ValidationError("The address is taken", {
      slug: [`This address is already used by ${holder.name}`],
    });
}

/** A portrait must be an image of the media library. */
async function assertPortraitExists(trx: Transaction<Database>, mediaId: string | null) {
  if (!mediaId) return;
  const found = await trx
    .selectFrom("media")
    .select("id")
    .where("id", "=", mediaId)
    .executeTakeFirst();
  if (!found)
    throw new ValidationError("The portrait is not in the library", {
      imageUrl: ["Choose an image from the media library"],
    });
}

async function nextPosition(trx: Transaction<Database>, list: string): Promise<number> {
  const row = await trx
    .selectFrom("person")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("list", "=", list)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

async function writeTranslations(
  trx: Transaction<Database>,
  personId: string,
  translations: PersonFields["translations"],
  stamp: string,
) {
  await trx.deleteFrom("person_translation").where("person_id", "=", personId).execute();
  const rows = locales.flatMap((locale) => {
    const text = translations[locale];
    return text.role
      ? [
          {
            person_id: personId,
            locale,
            role: text.role,
            biography: JSON.stringify(text.biography),
            features: JSON.stringify(text.features),
            updated_at: stamp,
          },
        ]
      : [];
  });
  if (rows.length) await trx.insertInto("person_translation").values(rows).execute();
}

/** Adds a person at the end of their list; their address stops answering "removed" if it did. */
export async function createPerson(
  db: Kysely<Database>,
  input: PersonFields,
  { now = new Date() }: { now?: Date } = {},
): Promise<string> {
  const fields = validated(input);
  const id = newId();
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await assertSlugFree(trx, fields.slug, id);
    await assertPortraitExists(trx, fields.portraitMediaId);
    await trx
      .insertInto("person")
      .values({
        id,
        list: fields.list,
        slug: fields.slug,
        name: fields.name,
        position: await nextPosition(trx, fields.list),
        portrait_media_id: fields.portraitMediaId,
        created_at: stamp,
        updated_at: stamp,
        version: 1,
      })
      .execute();
    await writeTranslations(trx, id, fields.translations, stamp);
    await trx.deleteFrom("removed_person").where("slug", "=", fields.slug).execute();
    await refreshSiteDocuments(trx);
  });
  return id;
}

/**
 * Saves a person only if nobody saved them since `expectedVersion` was read; otherwise throws
 * ConflictError and changes nothing. Moving to another list puts them at its end.
 */
export async function updatePerson(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number,
  input: PersonFields,
  { now = new Date() }: { now?: Date } = {},
): Promise<void> {
  const fields = validated(input);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("person")
      .select(["version", "list", "position"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) throw new NotFoundError(`Person ${id} does not exist`);
    await assertSlugFree(trx, fields.slug, id);
    await assertPortraitExists(trx, fields.portraitMediaId);
    const position =
      fields.list === current.list ? current.position : await nextPosition(trx, fields.list);
    const result = await trx
      .updateTable("person")
      .set({
        list: fields.list,
        slug: fields.slug,
        name: fields.name,
        position,
        portrait_media_id: fields.portraitMediaId,
        updated_at: stamp,
        version: sql<number>`version + 1`,
      })
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw new ConflictError(
        `Person ${id} was changed since version ${expectedVersion} was read (now version ${current.version})`,
      );
    await writeTranslations(trx, id, fields.translations, stamp);
    await trx.deleteFrom("removed_person").where("slug", "=", fields.slug).execute();
    await refreshSiteDocuments(trx);
  });
}

export type MoveDirection = "up" | "down";

/**
 * Swaps a person with their neighbour above or below in their list and renumbers the list, in
 * one transaction. Returns false when they are already first (up) or last (down). The opening
 * update locks the list's rows, so two moves at once run one after the other on both engines.
 */
export async function movePerson(
  db: Kysely<Database>,
  id: string,
  direction: MoveDirection,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom("person")
      .select("list")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!person) throw new NotFoundError(`Person ${id} does not exist`);
    await trx
      .updateTable("person")
      .set({ position: sql<number>`position` })
      .where("list", "=", person.list)
      .execute();
    const order = (
      await trx
        .selectFrom("person")
        .select("id")
        .where("list", "=", person.list)
        .orderBy("position")
        .orderBy("name")
        .execute()
    ).map((row) => row.id);
    const from = order.indexOf(id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return false;
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [position, personId] of order.entries())
      await trx.updateTable("person").set({ position }).where("id", "=", personId).execute();
    return true;
  });
}

/**
 * Removes a person with their words. Their address is kept, so their old profile says they are
 * no longer with the group (410) rather than that it never existed.
 */
export async function removePerson(
  db: Kysely<Database>,
  id: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<RemovedPerson> {
  return db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom("person")
      .select(["slug", "list", "name"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!person) throw new NotFoundError(`Person ${id} does not exist`);
    await trx.deleteFrom("person_translation").where("person_id", "=", id).execute();
    await trx.deleteFrom("person").where("id", "=", id).execute();
    const removed = {
      slug: person.slug,
      list: person.list,
      name: person.name,
      removed_at: now.toISOString(),
    };
    await trx.deleteFrom("removed_person").where("slug", "=", person.slug).execute();
    await trx.insertInto("removed_person").values(removed).execute();
    await refreshSiteDocuments(trx);
    return {
      slug: removed.slug,
      list: removed.list as RemovedPerson["list"],
      name: removed.name,
      removedAt: removed.removed_at,
    };
  });
}
