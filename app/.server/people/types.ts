/** The shapes the people store reads and writes. */
import type { PeopleListKey, PersonText } from "~/content/types";
import type { Locale } from "~/i18n/locales";

/** A person as staff edit them: every language's words, empty where none is written. */
export interface PersonRecord {
  id: string;
  list: PeopleListKey;
  slug: string;
  name: string;
  position: number;
  portrait: { mediaId: string; url: string; thumbnail: string } | null;
  version: number;
  updatedAt: string;
  /** Only the languages that have words; English always does. */
  translations: Partial<Record<Locale, Required<PersonText>>>;
}

/** What a removed person's old address still knows. */
export interface RemovedPerson {
  slug: string;
  list: PeopleListKey;
  name: string;
  removedAt: string;
}
