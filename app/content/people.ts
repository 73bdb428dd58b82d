/**
 * The board and the leadership of each business. Every person here is fictional sample
 * data: invented names with monogram portraits, to be replaced by the group's real people.
 * Their roles and biographies, in each language, are in `text/{locale}/people.ts`.
 */
import { businesses } from "./businesses";
import type { PeopleListKey } from "./types";

export interface Person {
  readonly slug: string;
  readonly name: string;
  readonly list: PeopleListKey;
}

/** The path segment that prefixes each list's detail pages: `/{company}/management/{slug}`. */
export const companyPrefix = {
  board: "company",
  ...Object.fromEntries(businesses.map((business) => [business.key, business.slug])),
} as Record<PeopleListKey, string>;

export const peopleLists = {
  board: [
    { slug: "olufemi-adeyemi-bello", name: "Olufemi Adeyemi-Bello", list: "board" },
    { slug: "funmilayo-oduya", name: "Funmilayo Oduya", list: "board" },
    { slug: "ngozi-eze", name: "Ngozi Eze", list: "board" },
    { slug: "ibrahim-danjuma", name: "Ibrahim Danjuma", list: "board" },
    { slug: "chinedu-okafor", name: "Chinedu Okafor", list: "board" },
  ],
  investmentBanking: [
    { slug: "tolulope-ajayi", name: "Tolulope Ajayi", list: "investmentBanking" },
    { slug: "emeka-nwosu", name: "Emeka Nwosu", list: "investmentBanking" },
    { slug: "aisha-lawal", name: "Aisha Lawal", list: "investmentBanking" },
    { slug: "kunle-adebanjo", name: "Kunle Adebanjo", list: "investmentBanking" },
  ],
  assetManagement: [
    { slug: "yetunde-akinola", name: "Yetunde Akinola", list: "assetManagement" },
    { slug: "obinna-chukwu", name: "Obinna Chukwu", list: "assetManagement" },
    { slug: "hauwa-abdullahi", name: "Hauwa Abdullahi", list: "assetManagement" },
    { slug: "segun-falana", name: "Segun Falana", list: "assetManagement" },
  ],
  globalMarkets: [
    { slug: "babatunde-ogunleye", name: "Babatunde Ogunleye", list: "globalMarkets" },
    { slug: "chiamaka-obi", name: "Chiamaka Obi", list: "globalMarkets" },
    { slug: "zainab-yusuf", name: "Zainab Yusuf", list: "globalMarkets" },
    { slug: "ifeanyi-mbah", name: "Ifeanyi Mbah", list: "globalMarkets" },
  ],
} as const satisfies Record<PeopleListKey, readonly Person[]>;

export const peopleListOrder: PeopleListKey[] = [
  "board",
  ...businesses.map((business) => business.key),
];

export type PersonSlug = (typeof peopleLists)[PeopleListKey][number]["slug"];

export const people: readonly Person[] = peopleListOrder.flatMap(
  (key): readonly Person[] => peopleLists[key],
);

export function personBySlug(slug: string): Person | undefined {
  return people.find((person) => person.slug === slug);
}

export function personPath(person: Person): string {
  return `/${companyPrefix[person.list]}/management/${person.slug}`;
}
