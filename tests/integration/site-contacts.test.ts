import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readContentVersion } from "~/.server/content-version";
import { seedSiteContacts } from "~/.server/db/seed";
import { seedContactSettings, seedOffices } from "~/.server/db/seed/site-contacts";
import { ConflictError } from "~/.server/errors";
import { siteContactsFor } from "~/.server/site-contacts/public";
import {
  contactSettingsSchema,
  officeSchema,
  readContactSettingsForm,
  readOfficeForm,
} from "~/.server/site-contacts/schema";
import {
  createOffice,
  LastOfficeError,
  moveOffice,
  readSiteContacts,
  removeOffice,
  saveContactSettings,
  updateOffice,
} from "~/.server/site-contacts/store";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

/** The settings form as a browser posts it, from the seed's values with `changes` on top. */
function settingsForm(version: number, changes: Record<string, string | string[]> = {}) {
  const form = new FormData();
  form.set("version", String(version));
  for (const [key, line] of Object.entries(seedContactSettings.contacts)) {
    form.set(`contacts.${key}.phone`, line.phone);
    form.set(`contacts.${key}.phoneDisplay`, line.phoneDisplay);
    form.set(`contacts.${key}.email`, line.email);
  }
  for (const day of seedContactSettings.hours.days) form.append("hours.days", String(day));
  form.set("hours.opens", seedContactSettings.hours.opens);
  form.set("hours.closes", seedContactSettings.hours.closes);
  for (const [network, url] of Object.entries(seedContactSettings.social))
    form.set(`social.${network}`, url);
  for (const [name, value] of Object.entries(changes)) {
    form.delete(name);
    for (const item of [value].flat()) form.append(name, item);
  }
  return contactSettingsSchema.safeParse(readContactSettingsForm(form));
}

function officeForm(version: number, fields: Record<string, string>) {
  const form = new FormData();
  const base = {
    version: String(version),
    name: "Abuja",
    lines: "Plot 1061 Herbert Macaulay Way\nCentral Business District, Abuja\nNigeria",
    street: "Plot 1061 Herbert Macaulay Way",
    locality: "Central Business District",
    region: "FCT",
    country: "ng",
    latitude: "9.0579",
    longitude: "7.4951",
  };
  for (const [name, value] of Object.entries({ ...base, ...fields })) form.set(name, value);
  return officeSchema.safeParse(readOfficeForm(form));
}

/** The seeded office as its form's fields. */
const lagos = {
  name: "Lagos",
  lines: seedOffices[0]!.lines.join("\n"),
  street: seedOffices[0]!.street,
  locality: seedOffices[0]!.locality,
  region: seedOffices[0]!.region,
  country: seedOffices[0]!.country,
  latitude: String(seedOffices[0]!.latitude),
  longitude: String(seedOffices[0]!.longitude),
};

function valid<T>(result: { success: true; data: T } | { success: false; error: unknown }): T {
  if (!result.success) throw new Error(`invalid: ${JSON.stringify(result.error)}`);
  return result.data;
}

describe.each(testEngines)("the group's contacts on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test("the seed passes the forms' own rules", () => {
    expect(settingsForm(1).success).toBe(true);
    expect(officeForm(1, lagos).success).toBe(true);
  });

  test("the first contacts are loaded once, and never again after being changed", async () => {
    const before = await readSiteContacts(handle.db);
    expect(before.offices).toEqual([]);
    expect(await seedSiteContacts(handle.db)).toBe(true);
    const seeded = await readSiteContacts(handle.db);
    expect(seeded.offices.map((office) => office.name)).toEqual(["Lagos"]);
    expect(seeded.contacts.group).toEqual({
      email: "info@bglgroup.ng",
      phone: "+2342012700100",
      phoneDisplay: "+234 201 270 0100",
    });
    expect(seeded.contacts.globalMarkets?.phone).toBe("+2342012700130");
    expect(seeded.hours).toEqual({ days: [1, 2, 3, 4, 5], opens: "09:00", closes: "17:00" });
    expect(Object.keys(seeded.social)).toEqual(["facebook", "instagram", "youtube"]);
    expect(seeded.offices[0]).toMatchObject({
      key: "lagos",
      lines: ["14 Kingsway Road", "Ikoyi, Lagos", "Nigeria"],
      postal: { street: "14 Kingsway Road", locality: "Ikoyi", region: "Lagos", country: "NG" },
      coordinates: { lat: 6.4531, lon: 3.4336 },
    });

    await updateOffice(
      handle.db,
      "lagos",
      valid(officeForm(seeded.version, { ...lagos, name: "Lagos HQ" })),
    );
    expect(await seedSiteContacts(handle.db)).toBe(false);
    const after = await readSiteContacts(handle.db);
    expect(after.offices.map((office) => office.name)).toEqual(["Lagos HQ"]);
    // Back as the seed had it, for the tests below.
    await updateOffice(handle.db, "lagos", valid(officeForm(after.version, lagos)));
  });

  test("public pages read the contacts in their language, with schema.org hours", async () => {
    const en = await siteContactsFor(handle.db, "en");
    expect(en.group?.phoneDisplay).toBe("+234 201 270 0100");
    expect(en.businesses.investmentBanking?.email).toBe("capital@bglgroup.ng");
    expect(en.hours).toBe("9AM to 5PM, Mon to Fri");
    expect(en.openingHours).toBe("Mo-Fr 09:00-17:00");
    expect(en.social.map((link) => link.network)).toEqual(["facebook", "instagram", "youtube"]);
    expect((await siteContactsFor(handle.db, "fr")).hours).toBe(
      "De 9 h à 17 h, du lundi au vendredi",
    );
    expect((await siteContactsFor(handle.db, "pt")).hours).toBe(
      "De segunda-feira a sexta-feira, das 9h às 17h",
    );
    expect((await siteContactsFor(handle.db, "es")).hours).toBe(
      "De lunes a viernes, de 9:00 a 17:00",
    );
    expect((await siteContactsFor(handle.db, "zh")).hours).toBe("周一至周五，上午9点至下午5点");
  });

  test("saving raises the content version, so cached pages show the change at once", async () => {
    const record = await readSiteContacts(handle.db);
    const version = await readContentVersion(handle.db);
    await saveContactSettings(
      handle.db,
      valid(
        settingsForm(record.version, {
          "contacts.group.phone": "+2342012700199",
          "contacts.group.phoneDisplay": "+234 201 270 0199",
          "hours.days": ["1", "3", "6"],
          "hours.opens": "08:30",
          "hours.closes": "16:00",
          "social.linkedin": "https://www.linkedin.com/company/bglgroupng",
          "social.youtube": "",
        }),
      ),
    );
    expect(Number(await readContentVersion(handle.db))).toBeGreaterThan(Number(version));
    const en = await siteContactsFor(handle.db, "en");
    expect(en.group?.phone).toBe("+2342012700199");
    expect(en.hours).toBe("8:30AM to 4PM, Mon, Wed, and Sat");
    expect(en.openingHours).toBe("Mo,We,Sa 08:30-16:00");
    expect(en.social.map((link) => link.network)).toEqual(["facebook", "instagram", "linkedin"]);
    expect((await siteContactsFor(handle.db, "fr")).hours).toBe(
      "De 8 h 30 à 16 h, lundi, mercredi et samedi",
    );
    expect((await readSiteContacts(handle.db)).version).toBe(record.version + 1);
  });

  test("a form opened before someone else's change is refused, and changes nothing", async () => {
    const record = await readSiteContacts(handle.db);
    const stale = record.version - 1;
    await expect(
      saveContactSettings(
        handle.db,
        valid(settingsForm(stale, { "contacts.group.email": "x@bglgroup.ng" })),
      ),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(createOffice(handle.db, valid(officeForm(stale, {})))).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(moveOffice(handle.db, "lagos", "down", stale)).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(removeOffice(handle.db, "lagos", stale)).rejects.toBeInstanceOf(ConflictError);
    expect(await readSiteContacts(handle.db)).toEqual(record);
  });

  test("bad input gets a message beside its field", () => {
    const errors = (changes: Record<string, string | string[]>) => {
      const result = settingsForm(1, changes);
      if (result.success) return {};
      return Object.fromEntries(
        result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
      );
    };
    expect(errors({ "contacts.group.phone": "0201 270 0100" })["contacts.group.phone"]).toMatch(
      /international form/,
    );
    expect(
      errors({ "contacts.group.phoneDisplay": "+234 201 270 0101" })["contacts.group.phoneDisplay"],
    ).toMatch(/same digits/);
    expect(
      errors({ "contacts.assetManagement.email": "assets at bgl" })[
        "contacts.assetManagement.email"
      ],
    ).toMatch(/e-mail address/);
    expect(
      errors({ "social.facebook": "http://www.facebook.com/bglgroupng" })["social.facebook"],
    ).toMatch(/https:\/\//);
    expect(errors({ "social.x": "javascript:alert(1)" })["social.x"]).toMatch(/https:\/\//);
    expect(errors({ "hours.opens": "9am" })["hours.opens"]).toMatch(/09:00/);
    expect(errors({ "hours.opens": "18:00" })["hours.closes"]).toMatch(/later than/);
    expect(errors({ "hours.days": ["1", "9"] })["hours.days.1"]).toBeDefined();

    const office = (fields: Record<string, string>) => {
      const result = officeForm(1, fields);
      if (result.success) return {};
      return Object.fromEntries(
        result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
      );
    };
    expect(office({ name: " " }).name).toMatch(/office's name/);
    expect(office({ lines: "\n \n" }).lines).toMatch(/one line per line/);
    expect(office({ country: "Nigeria" }).country).toMatch(/two-letter/);
    expect(office({ latitude: "95" }).latitude).toMatch(/between -90 and 90/);
    expect(office({ longitude: "east" }).longitude).toMatch(/decimal degrees/);
    expect(office({}).name).toBeUndefined();
  });

  test("offices are added at the end, reordered, and the last one is kept", async () => {
    let record = await readSiteContacts(handle.db);
    const abuja = await createOffice(handle.db, valid(officeForm(record.version, {})));
    expect(abuja).toBe("abuja");
    record = await readSiteContacts(handle.db);
    const second = await createOffice(handle.db, valid(officeForm(record.version, {})));
    expect(second).toBe("abuja-2");
    record = await readSiteContacts(handle.db);
    expect(record.offices.map((office) => office.key)).toEqual(["lagos", "abuja", "abuja-2"]);
    expect(record.offices[1]?.postal.country).toBe("NG");

    expect(await moveOffice(handle.db, "abuja-2", "up", record.version)).toBe(true);
    record = await readSiteContacts(handle.db);
    expect(record.offices.map((office) => office.key)).toEqual(["lagos", "abuja-2", "abuja"]);
    expect(await moveOffice(handle.db, "lagos", "up", record.version)).toBe(false);
    record = await readSiteContacts(handle.db);
    expect(await moveOffice(handle.db, "lagos", "down", record.version)).toBe(true);
    record = await readSiteContacts(handle.db);
    expect(record.offices.map((office) => office.key)).toEqual(["abuja-2", "lagos", "abuja"]);
    expect((await siteContactsFor(handle.db, "en")).offices[0]?.key).toBe("abuja-2");

    await removeOffice(handle.db, "abuja-2", record.version);
    record = await readSiteContacts(handle.db);
    await removeOffice(handle.db, "abuja", record.version);
    record = await readSiteContacts(handle.db);
    await expect(removeOffice(handle.db, "lagos", record.version)).rejects.toBeInstanceOf(
      LastOfficeError,
    );
    const kept = await readSiteContacts(handle.db);
    expect(kept.offices.map((office) => office.key)).toEqual(["lagos"]);
    expect(kept.version).toBe(record.version);
  });
});
