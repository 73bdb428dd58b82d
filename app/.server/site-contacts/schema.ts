/**
 * The rules of the contacts settings forms, checked on the server before anything is written:
 * phones in international form with a printed form of the same digits, e-mail addresses, https
 * links, opening times, offices with an address and a point on the map. Messages speak to the
 * administrator beside the field they are about (field names are the form's `name`s).
 */
import { z } from "zod";
import { businesses } from "~/content/businesses";
import { socialNetworks, type SocialNetwork } from "~/lib/site-contacts";

/** The lines the settings hold: the group's, then each business's. */
export const contactKeys = ["group", ...businesses.map((business) => business.key)] as const;
export type ContactKey = (typeof contactKeys)[number];

const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Use at most ${max} characters.`)
    .refine((value) => !/\p{Cc}/u.test(value), "Remove the control characters from this text.");

const digits = (value: string) => value.replace(/\D/g, "");

const contactSchema = z
  .object({
    phone: z
      .string()
      .trim()
      .regex(
        /^\+[1-9]\d{7,14}$/,
        "Write the number in international form: + and the digits only, e.g. +2342012700100.",
      ),
    phoneDisplay: z
      .string()
      .trim()
      .min(1, "Enter the number as it should be printed, e.g. +234 201 270 0100.")
      .max(40, "Use at most 40 characters.")
      .regex(/^\+?[\d ()-]+$/, "Use digits, spaces, brackets and hyphens only."),
    email: z.email("Enter an e-mail address such as info@bglgroup.ng.").max(254),
  })
  .superRefine((value, context) => {
    if (digits(value.phone) && digits(value.phone) !== digits(value.phoneDisplay))
      context.addIssue({
        code: "custom",
        path: ["phoneDisplay"],
        message: "The printed number must have the same digits as the number dialled.",
      });
  });

const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time such as 09:00 (24-hour clock).");

const hoursSchema = z
  .object({
    /** ISO weekdays, 1 Monday … 7 Sunday; none means no hours are published. */
    days: z.array(z.number().int().min(1).max(7)).transform((days) => [...new Set(days)].sort()),
    opens: time,
    closes: time,
  })
  .superRefine((value, context) => {
    if (value.opens >= value.closes)
      context.addIssue({
        code: "custom",
        path: ["closes"],
        message: "The closing time must be later than the opening time.",
      });
  });

const httpsUrl = z
  .string()
  .trim()
  .max(300, "Use at most 300 characters.")
  .refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".") && !url.username;
    } catch {
      return false;
    }
  }, "Enter the page's full address starting with https://, or leave it empty.");

export const contactSettingsSchema = z.object({
  version: z.coerce.number().int().min(0),
  contacts: z.object(
    Object.fromEntries(contactKeys.map((key) => [key, contactSchema])) as Record<
      ContactKey,
      typeof contactSchema
    >,
  ),
  hours: hoursSchema,
  social: z.object(
    Object.fromEntries(socialNetworks.map((network) => [network, httpsUrl])) as Record<
      SocialNetwork,
      typeof httpsUrl
    >,
  ),
});
export type ContactSettingsInput = z.output<typeof contactSettingsSchema>;

function coordinate(label: string, limit: number) {
  return z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .transform(Number)
    .refine(
      (value) => Number.isFinite(value) && Math.abs(value) <= limit,
      `Enter the ${label} in decimal degrees, between -${limit} and ${limit}.`,
    );
}

export const officeSchema = z.object({
  version: z.coerce.number().int().min(0),
  name: line(80, "office's name"),
  lines: z
    .string()
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((row) => row.trim())
        .filter(Boolean),
    )
    .refine((rows) => rows.length >= 1, "Enter the address, one line per line.")
    .refine((rows) => rows.length <= 6, "Use at most 6 lines.")
    .refine((rows) => rows.every((row) => row.length <= 120), "Use at most 120 characters a line.")
    .refine(
      (rows) => rows.every((row) => !/\p{Cc}/u.test(row)),
      "Remove the control characters from this text.",
    ),
  street: line(120, "street"),
  locality: line(120, "district or town"),
  region: line(120, "state or region"),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Enter the country's two-letter code, e.g. NG."),
  latitude: coordinate("latitude", 90),
  longitude: coordinate("longitude", 180),
});
export type OfficeInput = z.output<typeof officeSchema>;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The settings form's fields: `version`, `{key}.phone|phoneDisplay|email`, `days`, `opens`, `closes`, `social.{network}`. */
export function readContactSettingsForm(form: FormData) {
  return {
    version: text(form, "version"),
    contacts: Object.fromEntries(
      contactKeys.map((key) => [
        key,
        {
          phone: text(form, `contacts.${key}.phone`),
          phoneDisplay: text(form, `contacts.${key}.phoneDisplay`),
          email: text(form, `contacts.${key}.email`),
        },
      ]),
    ),
    hours: {
      days: form
        .getAll("hours.days")
        .map(Number)
        .filter((day) => Number.isInteger(day)),
      opens: text(form, "hours.opens"),
      closes: text(form, "hours.closes"),
    },
    social: Object.fromEntries(
      socialNetworks.map((network) => [network, text(form, `social.${network}`)]),
    ),
  };
}

/** The office form's fields, named as the schema's keys. */
export function readOfficeForm(form: FormData) {
  return Object.fromEntries(
    [
      "version",
      "name",
      "lines",
      "street",
      "locality",
      "region",
      "country",
      "latitude",
      "longitude",
    ].map((name) => [name, text(form, name)]),
  );
}
