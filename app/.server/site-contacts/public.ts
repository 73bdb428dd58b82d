/**
 * The contacts as every public page reads them, in the page's language. Pages ask on every render,
 * so the record is kept per content version: while nothing public changed, a page costs one query
 * (the version) instead of four; any change to the contact tables raises the version (triggers).
 */
import type { Kysely } from "kysely";
import type { Locale } from "~/i18n/locales";
import type { SiteContacts, SocialNetwork } from "~/lib/site-contacts";
import { readContentVersion } from "../content-version";
import type { Database } from "../db/schema";
import { formatOpeningHours, schemaOpeningHours } from "./hours";
import { socialMarks } from "./social-marks";
import { readSiteContacts, type SiteContactsRecord } from "./store";

/** The page's view of the record: hours written out in its language, social links as a list. */
export function contactsView(record: SiteContactsRecord, locale: Locale): SiteContacts {
  const { group, ...businesses } = record.contacts;
  return {
    offices: record.offices,
    group: group ?? null,
    businesses,
    hours: formatOpeningHours(record.hours, locale),
    openingHours: schemaOpeningHours(record.hours),
    social: Object.entries(record.social).map(([network, url]) => ({
      network: network as SocialNetwork,
      url,
      mark: socialMarks[network as SocialNetwork],
    })),
  };
}

interface Memo {
  version: string;
  views: Map<Locale, Promise<SiteContacts>>;
  record: Promise<SiteContactsRecord>;
}

const memos = new WeakMap<Kysely<Database>, Memo>();

export async function siteContactsFor(db: Kysely<Database>, locale: Locale): Promise<SiteContacts> {
  const version = await readContentVersion(db);
  let memo = memos.get(db);
  if (memo?.version !== version) {
    const record = readSiteContacts(db);
    memo = { version, record, views: new Map() };
    memos.set(db, memo);
    // A failed read is not kept: the next page tries again.
    const failed = memo;
    record.catch(() => {
      if (memos.get(db) === failed) memos.delete(db);
    });
  }
  let view = memo.views.get(locale);
  if (!view) {
    view = memo.record.then((record) => contactsView(record, locale));
    memo.views.set(locale, view);
  }
  return view;
}
