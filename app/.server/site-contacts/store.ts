/**
 * Reading and writing the group's contacts. Every write runs in one transaction that first raises
 * the settings' edit version from the one the administrator's form was opened at: a form opened
 * before someone else's change is refused (ConflictError) instead of silently undoing it.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import type { Contact, Office, SocialNetwork } from "~/lib/site-contacts";
import { socialNetworks } from "~/lib/site-contacts";
import { slugify } from "~/lib/slugify";
import type { Database, SiteOfficeTable } from "../db/schema";
import { ConflictError, NotFoundError } from "../errors";
import type { OpeningHours } from "./hours";
import type { ContactSettingsInput, OfficeInput } from "./schema";

export interface SiteContactsRecord {
  /** The edit version a form sends back with its change. */
  version: number;
  offices: Office[];
  /** `group` and each business's key. */
  contacts: Record<string, Contact>;
  hours: OpeningHours;
  social: Partial<Record<SocialNetwork, string>>;
}

/** Raised when a change would leave the site without an office to show. */
export class LastOfficeError extends Error {
  override name = "LastOfficeError";
}

function toOffice(row: SiteOfficeTable): Office {
  return {
    key: row.key,
    name: row.name,
    lines: row.address_lines.split("\n"),
    postal: {
      street: row.street,
      locality: row.locality,
      region: row.region,
      country: row.country,
    },
    coordinates: { lat: Number(row.latitude), lon: Number(row.longitude) },
  };
}

/** Everything public pages and the settings page show, in four small queries. */
export async function readSiteContacts(db: Kysely<Database>): Promise<SiteContactsRecord> {
  const [offices, contacts, social, settings] = await Promise.all([
    db.selectFrom("site_office").selectAll().orderBy("position").orderBy("key").execute(),
    db.selectFrom("site_contact").selectAll().execute(),
    db.selectFrom("site_social_link").selectAll().execute(),
    db.selectFrom("site_contact_settings").selectAll().where("id", "=", 1).executeTakeFirst(),
  ]);
  const links = new Map(social.map((row) => [row.network, row.url]));
  return {
    version: Number(settings?.version ?? 0),
    offices: offices.map(toOffice),
    contacts: Object.fromEntries(
      contacts.map((row) => [
        row.key,
        { phone: row.phone, phoneDisplay: row.phone_display, email: row.email },
      ]),
    ),
    hours: {
      days: (settings?.open_days ?? "").split(",").filter(Boolean).map(Number),
      opens: settings?.opens ?? "09:00",
      closes: settings?.closes ?? "17:00",
    },
    // In the order the footer shows them.
    social: Object.fromEntries(
      socialNetworks.flatMap((network) => {
        const url = links.get(network);
        return url ? [[network, url]] : [];
      }),
    ),
  };
}

/** Raises the edit version from `expected`, or throws ConflictError when it has moved on. */
async function claimVersion(trx: Transaction<Database>, expected: number): Promise<void> {
  const result = await trx
    .updateTable("site_contact_settings")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .where("version", "=", expected)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n)
    throw new ConflictError(`The contacts were changed since version ${expected} was read`);
}

function officeRow(input: Omit<OfficeInput, "version">) {
  return {
    name: input.name,
    address_lines: input.lines.join("\n"),
    street: input.street,
    locality: input.locality,
    region: input.region,
    country: input.country,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

/** Replaces the phones and e-mails, the opening hours and the social links. */
export async function saveContactSettings(
  db: Kysely<Database>,
  input: ContactSettingsInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await claimVersion(trx, input.version);
    await trx
      .updateTable("site_contact_settings")
      .set({
        open_days: input.hours.days.join(","),
        opens: input.hours.opens,
        closes: input.hours.closes,
      })
      .where("id", "=", 1)
      .execute();
    await trx.deleteFrom("site_contact").execute();
    await trx
      .insertInto("site_contact")
      .values(
        Object.entries(input.contacts).map(([key, contact]) => ({
          key,
          phone: contact.phone,
          phone_display: contact.phoneDisplay,
          email: contact.email,
        })),
      )
      .execute();
    await trx.deleteFrom("site_social_link").execute();
    const links = Object.entries(input.social).filter(([, url]) => url);
    if (links.length)
      await trx
        .insertInto("site_social_link")
        .values(links.map(([network, url]) => ({ network, url })))
        .execute();
  });
}

/** Adds an office at the end of the list; returns its key (from its name, made unique). */
export async function createOffice(db: Kysely<Database>, input: OfficeInput): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await claimVersion(trx, input.version);
    const rows = await trx.selectFrom("site_office").select(["key", "position"]).execute();
    const taken = new Set(rows.map((row) => row.key));
    const base = slugify(input.name, 40, "office");
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    const position = Math.max(0, ...rows.map((row) => row.position)) + 1;
    await trx
      .insertInto("site_office")
      .values({ key, position, ...officeRow(input) })
      .execute();
    return key;
  });
}

export async function updateOffice(
  db: Kysely<Database>,
  key: string,
  input: OfficeInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await claimVersion(trx, input.version);
    const result = await trx
      .updateTable("site_office")
      .set(officeRow(input))
      .where("key", "=", key)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new NotFoundError(`No office ${key}`);
  });
}

/** Swaps an office with its neighbour above or below; false when it is already first or last. */
export async function moveOffice(
  db: Kysely<Database>,
  key: string,
  direction: "up" | "down",
  version: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await claimVersion(trx, version);
    const rows = await trx
      .selectFrom("site_office")
      .select(["key", "position"])
      .orderBy("position")
      .orderBy("key")
      .execute();
    const index = rows.findIndex((row) => row.key === key);
    if (index < 0) throw new NotFoundError(`No office ${key}`);
    const other = rows[direction === "up" ? index - 1 : index + 1];
    if (!other) return false;
    const order = rows.map((row) => row.key);
    order[index] = other.key;
    order[rows.indexOf(other)] = key;
    // Positions are renumbered 1…n, which also repairs any ties.
    for (const [position, officeKey] of order.entries())
      await trx
        .updateTable("site_office")
        .set({ position: position + 1 })
        .where("key", "=", officeKey)
        .execute();
    return true;
  });
}

/** Removes an office; the last one stays (LastOfficeError), since every page shows an address. */
export async function removeOffice(
  db: Kysely<Database>,
  key: string,
  version: number,
): Promise<Office> {
  return db.transaction().execute(async (trx) => {
    await claimVersion(trx, version);
    const rows = await trx.selectFrom("site_office").selectAll().execute();
    const row = rows.find((office) => office.key === key);
    if (!row) throw new NotFoundError(`No office ${key}`);
    if (rows.length <= 1) throw new LastOfficeError("The last office cannot be removed");
    await trx.deleteFrom("site_office").where("key", "=", key).execute();
    return toOffice(row);
  });
}
