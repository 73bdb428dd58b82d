/**
 * The lists the management team is shown in (the board, then each business's leaders) and where
 * their profiles live. The people themselves are in the database, edited at /admin/people.
 */
import { businesses } from "./businesses";
import type { PeopleListKey } from "./types";

/** The path segment that prefixes each list's detail pages: `/{company}/management/{slug}`. */
export const companyPrefix = {
  board: "company",
  ...Object.fromEntries(businesses.map((business) => [business.key, business.slug])),
} as Record<PeopleListKey, string>;

export const peopleListOrder = ["board", ...businesses.map((business) => business.key)] as [
  PeopleListKey,
  ...PeopleListKey[],
];

export function personPath(person: { list: PeopleListKey; slug: string }): string {
  return `/${companyPrefix[person.list]}/management/${person.slug}`;
}
