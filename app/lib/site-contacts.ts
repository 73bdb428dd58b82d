/**
 * The group's contacts as public pages show them: offices, the phone and e-mail of the group and of
 * each business, the opening hours (already written out in the page's language) and the social
 * links. Administrators edit them (`/admin/settings/contacts`); the site layout's loader reads them
 * once per page, and every part of the page takes them from there.
 */
import { useRouteLoaderData } from "react-router";
import type { Locale } from "~/i18n/locales";

export const socialNetworks = ["facebook", "instagram", "youtube", "linkedin", "x"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** A network's mark: one path on a 24 × 24 grid, filled or drawn as lines. */
export interface SocialMark {
  d: string;
  filled: boolean;
}

export interface Contact {
  email: string;
  /** As dialled from abroad, for tel: links. */
  phone: string;
  /** As printed. */
  phoneDisplay: string;
}

export interface Office {
  key: string;
  name: string;
  lines: string[];
  /** The same address in fields, as search engines read it (schema.org PostalAddress). */
  postal: { street: string; locality: string; region: string; country: string };
  /** Where the map centres and the pin goes. */
  coordinates: { lat: number; lon: number };
}

export interface SiteContacts {
  /** In the order the site lists them; the first is the head office. */
  offices: Office[];
  /** The group's own line; null only in a database that was never seeded. */
  group: Contact | null;
  /** Each business's line, by business key. */
  businesses: Record<string, Contact>;
  /** The opening hours in the page's language ("9AM to 5PM, Mon to Fri"), or null when none are published. */
  hours: string | null;
  /** The same hours for schema.org (`Mo-Fr 09:00-17:00`), or null. */
  openingHours: string | null;
  social: { network: SocialNetwork; url: string; mark: SocialMark }[];
}

/** The site layout's route id in a locale (see routes.ts). */
export function siteLayoutId(locale: Locale): string {
  return `${locale}/site`;
}

/** What the site layout's loader gives: null when the contacts could not be read just now. */
interface SiteLayoutData {
  contacts: SiteContacts | null;
}

/** The contacts the site layout's loader read for this page (undefined when it has none). */
export function useSiteContacts(locale: Locale): SiteContacts | undefined {
  return useRouteLoaderData<SiteLayoutData>(siteLayoutId(locale))?.contacts ?? undefined;
}

/** The same for a meta function, which gets the matched routes instead of hooks. */
export function metaSiteContacts(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  locale: Locale,
): SiteContacts | undefined {
  const layout = matches.find((match) => match?.id === siteLayoutId(locale));
  return (layout?.loaderData as SiteLayoutData | undefined)?.contacts ?? undefined;
}
