/**
 * The sample management team a new database receives once: the board and each business's
 * leaders in their order, with invented names and monogram portraits, to be replaced by the
 * group's real people in the admin. Their words in each language are in `{locale}.ts`.
 */
import type { PeopleListKey, PersonText } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { people as en } from "./en";
import { people as es } from "./es";
import { people as fr } from "./fr";
import { people as pt } from "./pt";
import { people as zh } from "./zh";

export const seedPeopleLists = {
  board: [
    { slug: "olufemi-adeyemi-bello", name: "Olufemi Adeyemi-Bello" },
    { slug: "funmilayo-oduya", name: "Funmilayo Oduya" },
    { slug: "ngozi-eze", name: "Ngozi Eze" },
    { slug: "ibrahim-danjuma", name: "Ibrahim Danjuma" },
    { slug: "chinedu-okafor", name: "Chinedu Okafor" },
  ],
  investmentBanking: [
    { slug: "tolulope-ajayi", name: "Tolulope Ajayi" },
    { slug: "emeka-nwosu", name: "Emeka Nwosu" },
    { slug: "aisha-lawal", name: "Aisha Lawal" },
    { slug: "kunle-adebanjo", name: "Kunle Adebanjo" },
  ],
  assetManagement: [
    { slug: "yetunde-akinola", name: "Yetunde Akinola" },
    { slug: "obinna-chukwu", name: "Obinna Chukwu" },
    { slug: "hauwa-abdullahi", name: "Hauwa Abdullahi" },
    { slug: "segun-falana", name: "Segun Falana" },
  ],
  globalMarkets: [
    { slug: "babatunde-ogunleye", name: "Babatunde Ogunleye" },
    { slug: "chiamaka-obi", name: "Chiamaka Obi" },
    { slug: "zainab-yusuf", name: "Zainab Yusuf" },
    { slug: "ifeanyi-mbah", name: "Ifeanyi Mbah" },
  ],
} as const satisfies Record<PeopleListKey, readonly { slug: string; name: string }[]>;

type SeedPersonSlug = (typeof seedPeopleLists)[PeopleListKey][number]["slug"];

/** Every sample person's words in one language: none may be missing. */
export type SeedPeopleText = Record<SeedPersonSlug, PersonText>;

export const seedPeopleText: Record<Locale, SeedPeopleText> = { en, fr, pt, es, zh };
