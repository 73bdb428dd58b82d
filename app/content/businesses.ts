/**
 * The group's businesses. This list is the only place that names them: the site's identity, the
 * menus, the logo and colours a path gets, the paths of people's profiles, the business pages, the
 * track record's filter and the home page's hero slides all derive from it. A new business is one
 * entry here, its copy in the five catalogs (`app/i18n/messages/`, `app/content/text/`) and its
 * page content; its phone and e-mail are kept in the database with the group's other contacts.
 */
import type { BusinessSection } from "./business-pages";

export interface Business {
  /** The key its copy is filed under in every catalog. */
  key: string;
  name: string;
  legalName: string;
  /** The path segment of its business page and its people: `/services/{slug}`, `/{slug}/management/…`. */
  slug: string;
  logo: string;
  /** Brand colour token (see app.css): `bg-{color}`, `text-{color}`. */
  color: string;
  /** Its banner's background: the brand colour's shade that keeps white text above 4.5:1. */
  banner: string;
  /** The accent beside headings and on rules, on light backgrounds. */
  accent: string;
  /** The colours of its people's monogram portraits: a gradient and the pattern's lines. */
  portrait: { from: string; to: string; line: string };
  /** Its slide on the home page; the poster is also its page's banner picture. */
  hero: { video: string; poster: string };
  /** The sections of its page, in order. */
  sections: readonly BusinessSection[];
  /** What its service cards say when they link to the page's connect-with-us section. */
  serviceCta: "contactUs" | "learnMore";
  /** Its part of the track record: the milestones' category and the filter's value in URLs. */
  trackRecord?: { category: string; filter: string };
}

export const businesses = [
  {
    key: "investmentBanking",
    name: "BGL Capital",
    legalName: "BGL Capital Limited",
    slug: "investment-banking",
    logo: "/logos/capital.svg",
    color: "capital",
    banner: "bg-capital-700",
    accent: "bg-capital",
    portrait: { from: "#8a6420", to: "#3d2a0b", line: "#e7c98f" },
    hero: { video: "/videos/hero-capital.mp4", poster: "/videos/hero-capital.webp" },
    sections: [
      "whoWeAre",
      "services",
      "approach",
      "industryLeadership",
      "partners",
      "trackRecord",
      "leadership",
      "news",
      "connect",
    ],
    serviceCta: "contactUs",
    trackRecord: { category: "capital", filter: "capital" },
  },
  {
    key: "assetManagement",
    name: "BGL Asset Management",
    legalName: "BGL Asset Management Limited",
    slug: "asset-and-wealth-management",
    logo: "/logos/asset.svg",
    color: "asset",
    banner: "bg-asset-700",
    accent: "bg-asset",
    portrait: { from: "#137a34", to: "#063d18", line: "#8fe0a9" },
    hero: { video: "/videos/hero-wealth.mp4", poster: "/videos/hero-wealth.webp" },
    sections: [
      "whoWeAre",
      "whyChooseUs",
      "services",
      "approach",
      "partners",
      "trackRecord",
      "leadership",
      "news",
      "connect",
    ],
    serviceCta: "learnMore",
    trackRecord: { category: "assetManagement", filter: "asset-management" },
  },
  {
    key: "globalMarkets",
    name: "BGL Global Markets",
    legalName: "BGL Securities Limited",
    slug: "global-markets",
    logo: "/logos/global.svg",
    color: "global",
    banner: "bg-main-900",
    accent: "bg-main",
    portrait: { from: "#012a06", to: "#000f02", line: "#1bb24b" },
    hero: { video: "/videos/hero-markets.mp4", poster: "/videos/hero-markets.webp" },
    sections: [
      "whoWeAre",
      "approach",
      "services",
      "whyChooseUs",
      "partners",
      "leadership",
      "news",
      "bestExecution",
      "connect",
    ],
    serviceCta: "contactUs",
  },
] as const satisfies readonly Business[];

type Entry = (typeof businesses)[number];
export type BusinessKey = Entry["key"];
export type BrandKey = "main" | BusinessKey;

/** The businesses that have a part of the track record, with its category and filter value. */
type WithTrackRecord = Extract<Entry, { trackRecord: object }>;
export type MilestoneCategory = WithTrackRecord["trackRecord"]["category"];
export type TrackRecordFilter = WithTrackRecord["trackRecord"]["filter"];

export const trackRecordBusinesses: readonly WithTrackRecord[] = businesses.filter(
  (business): business is WithTrackRecord => "trackRecord" in business,
);

export function businessBySlug(slug: string): Entry | undefined {
  return businesses.find((business) => business.slug === slug);
}

export function businessByKey(key: BusinessKey): Entry {
  return businesses.find((business) => business.key === key)!;
}

/** The business whose track record a milestone category is. */
export function businessOfCategory(category: MilestoneCategory): WithTrackRecord {
  return trackRecordBusinesses.find((business) => business.trackRecord.category === category)!;
}
