/**
 * The track record's store: milestones in the site's order with their words per language. Every
 * write checks the same rules as the admin form, happens in one transaction and, when staff make
 * it, is recorded in the audit log in that transaction.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import { locales, type Locale } from "~/i18n/locales";
import {
  milestoneFieldsSchema,
  type MilestoneBusiness,
  type MilestoneCurrency,
  type MilestoneInput,
  type MilestoneTextValues,
} from "~/lib/milestone-schema";
import { recordAudit, type AuditAction } from "../audit";
import type { Database } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { newId } from "../ids";
import { refreshSiteDocuments } from "../search/documents";

export interface MilestoneRecord {
  id: string;
  business: MilestoneBusiness;
  /** Its place in the whole track record, lower first; gaps mean nothing. */
  position: number;
  amount: number | null;
  currency: MilestoneCurrency | null;
  ongoing: boolean;
  year: number | null;
  /** A media library original (`/media/…`) or a built-in picture's path without extension. */
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** The languages it is written in; English always. */
  texts: Partial<Record<Locale, MilestoneTextValues>>;
}

/** A milestone in one language: that language's words, or English's while they are missing. */
export interface LocalizedMilestone extends Omit<MilestoneRecord, "texts"> {
  heading: string;
  text: string;
  role: string;
  /** The language the words are in. */
  textLocale: Locale;
}

/** Who made a change, for the audit log; the seed writes without one. */
export interface MilestoneActor {
  email: string;
  ip: string | null;
}

interface WriteOptions {
  now?: Date;
  actor?: MilestoneActor | null;
}

type Db = Kysely<Database> | Transaction<Database>;

async function rowsOf(db: Db, business?: MilestoneBusiness, id?: string) {
  let query = db.selectFrom("milestone").selectAll();
  if (business) query = query.where("business", "=", business);
  if (id) query = query.where("id", "=", id);
  const rows = await query.orderBy("position").orderBy("id").execute();
  const translations = rows.length
    ? await db
        .selectFrom("milestone_translation")
        .selectAll()
        .where(
          "milestone_id",
          "in",
          rows.map((row) => row.id),
        )
        .execute()
    : [];
  return rows.map((row): MilestoneRecord => {
    const texts: MilestoneRecord["texts"] = {};
    for (const t of translations) {
      if (t.milestone_id === row.id && (locales as readonly string[]).includes(t.locale))
        texts[t.locale as Locale] = { heading: t.heading, text: t.text, role: t.role };
    }
    return {
      id: row.id,
      business: row.business as MilestoneBusiness,
      position: Number(row.position),
      amount: row.value_amount === null ? null : Number(row.value_amount),
      currency: row.value_currency,
      ongoing: Number(row.ongoing) === 1,
      year: row.year === null ? null : Number(row.year),
      imageUrl: row.image_url,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      version: Number(row.version),
      texts,
    };
  });
}

/**
 * Every milestone in the site's order (or one business's), each with its words in every
 * language it is written in. What the admin lists and what search indexes.
 */
export async function listMilestones(
  db: Kysely<Database>,
  { business }: { business?: MilestoneBusiness } = {},
): Promise<MilestoneRecord[]> {
  return rowsOf(db, business);
}

/** The milestones in the site's order in one language, English standing in for missing words. */
export async function localizedMilestones(
  db: Kysely<Database>,
  locale: Locale,
  { business }: { business?: MilestoneBusiness } = {},
): Promise<LocalizedMilestone[]> {
  return (await rowsOf(db, business)).map(({ texts, ...record }) => {
    const textLocale = texts[locale] ? locale : "en";
    const words = texts[textLocale] ?? { heading: "", text: "", role: "" };
    return { ...record, ...words, textLocale };
  });
}

export async function getMilestone(db: Kysely<Database>, id: string): Promise<MilestoneRecord> {
  const [record] = await rowsOf(db, undefined, id);
  if (!record) throw new NotFoundError(`Milestone ${id} does not exist`);
  return record;
}

/** Adds a milestone at the end of the track record. */
export async function createMilestone(
  db: Kysely<Database>,
  input: MilestoneInput,
  { now = new Date(), actor = null, id = newId() }: WriteOptions & { id?: string } = {},
): Promise<MilestoneRecord> {
  const valid = assertValid(input);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("milestone")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    await trx
      .insertInto("milestone")
      .values({
        id,
        ...columnsOf(valid),
        position: Number(last?.position ?? 0) + 1,
        created_at: stamp,
        updated_at: stamp,
        version: 1,
      })
      .execute();
    await replaceTexts(trx, id, valid.texts);
    await audit(trx, "milestone-create", id, valid, actor, now);
    await refreshSiteDocuments(trx);
  });
  return getMilestone(db, id);
}

/**
 * Saves a new state of a milestone only if nobody saved it since `expectedVersion` was read;
 * otherwise throws ConflictError and changes nothing.
 */
export async function updateMilestone(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number,
  input: MilestoneInput,
  { now = new Date(), actor = null }: WriteOptions = {},
): Promise<MilestoneRecord> {
  const valid = assertValid(input);
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("milestone")
      .select("version")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) throw new NotFoundError(`Milestone ${id} does not exist`);
    const result = await trx
      .updateTable("milestone")
      .set({
        ...columnsOf(valid),
        updated_at: now.toISOString(),
        version: sql<number>`version + 1`,
      })
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw new ConflictError(
        `Milestone ${id} was changed since version ${expectedVersion} was read (now version ${current.version})`,
      );
    await replaceTexts(trx, id, valid.texts);
    await audit(trx, "milestone-update", id, valid, actor, now);
    await refreshSiteDocuments(trx);
  });
  return getMilestone(db, id);
}

/**
 * Swaps a milestone with its neighbour before ("up") or after ("down") it: in the whole track
 * record, or among one business's milestones when `business` is given (the other business's
 * entries keep their places). Returns false when it is already first or last. A neighbour that
 * moved meanwhile makes it throw ConflictError, leaving both where they were.
 */
export async function moveMilestone(
  db: Kysely<Database>,
  id: string,
  direction: "up" | "down",
  {
    now = new Date(),
    actor = null,
    business,
  }: WriteOptions & { business?: MilestoneBusiness } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("milestone")
      .select(["id", "position", "business"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) throw new NotFoundError(`Milestone ${id} does not exist`);
    let query = trx
      .selectFrom("milestone")
      .select(["id", "position"])
      .where("id", "!=", id)
      .where("position", direction === "up" ? "<" : ">", current.position);
    if (business) query = query.where("business", "=", business);
    const neighbour = await query
      .orderBy("position", direction === "up" ? "desc" : "asc")
      .limit(1)
      .executeTakeFirst();
    if (!neighbour) return false;
    for (const [row, position] of [
      [current, neighbour.position],
      [neighbour, current.position],
    ] as const) {
      const result = await trx
        .updateTable("milestone")
        .set({ position })
        .where("id", "=", row.id)
        .where("position", "=", row.position)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1)
        throw new ConflictError("The track record's order changed meanwhile");
    }
    if (actor) {
      const english = await trx
        .selectFrom("milestone_translation")
        .select("heading")
        .where("milestone_id", "=", id)
        .where("locale", "=", "en")
        .executeTakeFirst();
      await recordAudit(
        trx,
        {
          action: "milestone-move",
          actor: actor.email,
          ip: actor.ip,
          subject: id,
          detail: {
            heading: english?.heading ?? "",
            direction,
            from: Number(current.position),
            to: Number(neighbour.position),
          },
        },
        now,
      );
    }
    return true;
  });
}

/** Deletes a milestone and its words; throws NotFoundError when there is none. */
export async function removeMilestone(
  db: Kysely<Database>,
  id: string,
  { now = new Date(), actor = null }: WriteOptions = {},
): Promise<void> {
  const record = await getMilestone(db, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("milestone_translation").where("milestone_id", "=", id).execute();
    const result = await trx.deleteFrom("milestone").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1)
      throw new NotFoundError(`Milestone ${id} does not exist`);
    await audit(trx, "milestone-delete", id, record, actor, now);
    await refreshSiteDocuments(trx);
  });
}

function columnsOf(input: MilestoneInput) {
  return {
    business: input.business,
    value_amount: input.amount,
    value_currency: input.amount === null ? null : input.currency,
    ongoing: input.ongoing ? 1 : 0,
    year: input.year,
    image_url: input.imageUrl,
  };
}

async function replaceTexts(
  trx: Transaction<Database>,
  id: string,
  texts: MilestoneInput["texts"],
): Promise<void> {
  await trx.deleteFrom("milestone_translation").where("milestone_id", "=", id).execute();
  const rows = locales
    .filter((locale) => texts[locale].heading)
    .map((locale) => ({ milestone_id: id, locale, ...texts[locale] }));
  if (rows.length) await trx.insertInto("milestone_translation").values(rows).execute();
}

async function audit(
  trx: Transaction<Database>,
  action: AuditAction,
  id: string,
  milestone: { business: string; texts: Partial<Record<Locale, MilestoneTextValues>> },
  actor: MilestoneActor | null,
  now: Date,
): Promise<void> {
  if (!actor) return;
  await recordAudit(
    trx,
    {
      action,
      actor: actor.email,
      ip: actor.ip,
      subject: id,
      detail: {
        heading: milestone.texts.en?.heading ?? "",
        business: milestone.business,
        locales: locales.filter((locale) => milestone.texts[locale]?.heading),
      },
    },
    now,
  );
}

/**
 * The form's rules, whoever writes. Throws ValidationError with the fields at fault (named as
 * the form names them: `amount`, `texts.en.heading`); nothing is written.
 */
function assertValid(input: MilestoneInput): MilestoneInput {
  const result = milestoneFieldsSchema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (fieldErrors[issue.path.join(".")] ??= []).push(issue.message);
  throw new ValidationError("The milestone is incomplete", fieldErrors);
}
