/**
 * The shapes of the site's page content. Structure that does not depend on the language
 * (slugs, images, categories, prices, dates) lives in `app/content/*.ts`; the words live in
 * `app/content/text/{locale}/*.ts`, one file per area, each checked against these types so a
 * translation cannot miss a key. Pages read them on the server (`app/.server/content.ts`)
 * and receive only what they show.
 */
import type { BusinessKey, MilestoneCategory } from "./businesses";

/** A title with a paragraph. */
export interface TitledText {
  title: string;
  text: string;
}

/** A section's heading with an optional lead paragraph. */
export interface SectionIntro {
  heading: string;
  intro: string;
}

/* ------------------------------------------------------------------ people */

export type PeopleListKey = "board" | BusinessKey;

/** The words about one person; the name is not translated. */
export interface PersonText {
  /** Chairman, Board Member, Director, Managing Director, Head of Research… */
  role: string;
  /** Two to four paragraphs. */
  desc: string[];
  /** Optional groups such as "Areas of focus" or "Board committees". */
  features?: { title: string; items: string[] }[];
}

/* -------------------------------------------------------------- milestones */

export type { MilestoneCategory };

/* ------------------------------------------------------------ common words */

export interface CommonText {
  contactUs: string;
  learnMore: string;
  viewAll: string;
  back: string;
  sendEmail: string;
  callUs: string;
  email: string;
  phone: string;
  /** Carousel controls. */
  pause: string;
  play: string;
  /** "Show slide {index} of {count}: {heading}" (placeholders filled by `fill`). */
  showSlide: string;
  /** Label of the partner logo strip, e.g. "Regulators and market partners". */
  partnersRegion: string;
  /** Milestone card field labels. */
  role: string;
  value: string;
  year: string;
  /** Follows the price of a live transaction: "(Ongoing)". */
  ongoing: string;
  /** Announced to screen readers: "Previous" / "Next" in carousels and lists. */
  previous: string;
  next: string;
}

/* -------------------------------------------------------------------- home */

export interface HeroSlideText {
  heading: string;
  /** Two or three short lines shown as a list. */
  items: string[];
  /** One emphasised sentence. */
  highlight: string;
  /** Button label, e.g. "Discover investment banking". */
  cta: string;
}

export interface HomeText {
  metaTitle: string;
  metaDescription: string;
  /** The carousel's accessible name. */
  heroLabel: string;
  heroSlides: [HeroSlideText, HeroSlideText, HeroSlideText];
  essence: { label: string; heading: string; paragraphs: string[] };
  counters: {
    heading: string;
    years: { suffix: string; label: string };
    milestones: { suffix: string; label: string };
  };
  brand: {
    label: string;
    heading: string;
    intro: string;
    /** Label of the tab list for assistive technology. */
    tabsLabel: string;
    invigorated: { tab: string; purpose: TitledText; belief: TitledText };
    essence: {
      tab: string;
      intro: string;
      /** Building Resilience, Empowering Growth, Protecting Futures. */
      pillars: [TitledText, TitledText, TitledText];
    };
    promise: { tab: string; line: string; text: string };
  };
}

/* ------------------------------------------------------------------- about */

export type CoreValueKey = "closeBy" | "trailblazing" | "canDo";
export type DifferentiatorKey = "leadership" | "relationships" | "reach" | "reputation";

export interface AboutText {
  metaTitle: string;
  metaDescription: string;
  banner: { label: string; heading: string; text: string };
  intro: { heading: string; paragraphs: string[] };
  missionVision: { heading: string; vision: TitledText; mission: TitledText };
  coreValues: SectionIntro & { items: Record<CoreValueKey, { heading: string; text: string }> };
  culture: { heading: string; paragraphs: string[] };
  differentiators: SectionIntro & {
    items: Record<DifferentiatorKey, { heading: string; text: string }>;
  };
  strength: SectionIntro & { items: { heading: string; texts: string[] }[] };
  businesses: SectionIntro & {
    cards: Record<BusinessKey, { text: string; desc: string }>;
    contactCta: string;
  };
}

/* -------------------------------------------------------------- management */

export interface ManagementText {
  metaTitle: string;
  metaDescription: string;
  banner: { label: string; heading: string; text: string };
  groups: Record<PeopleListKey, SectionIntro>;
  viewProfile: string;
  detail: {
    /** Label above the name, e.g. "Leadership". */
    label: string;
    contactHeading: string;
  };
  /** A removed person's old profile (410): `{name}` is theirs. */
  gone: { title: string; text: string; grid: string };
}

/* ---------------------------------------------------------- business pages */

export interface ServiceText {
  title: string;
  text: string;
  /** Bullet points shown when the card is expanded (hover, focus or always on touch). */
  points: string[];
}

export interface BusinessPageText {
  metaTitle: string;
  metaDescription: string;
  banner: { label: string; heading: string; text: string };
  whoWeAre: { heading: string; paragraphs: string[] };
  services: SectionIntro & { items: ServiceText[] };
  approach: SectionIntro & { steps: TitledText[] };
  /** Asset and wealth management and global markets. */
  whyChooseUs?: SectionIntro & { items: TitledText[] };
  /** Investment banking. */
  industryLeadership?: SectionIntro & { items: TitledText[]; linkLabel: string };
  partners: SectionIntro;
  /** Investment banking and asset management. */
  trackRecord?: SectionIntro;
  leadership: SectionIntro;
  news: SectionIntro & { readMore: string };
  connect: SectionIntro;
  /** Global markets. */
  bestExecution?: { heading: string; paragraphs: string[]; documentLink: string };
  regulatoryLine: string;
}

/* --------------------------------------------------------------- milestone */

export interface MilestonePageText {
  metaTitle: string;
  metaDescription: string;
  banner: { label: string; heading: string; text: string };
  chooseBusiness: string;
  all: string;
  investmentBanking: string;
  assetManagement: string;
  searchLabel: string;
  searchPlaceholder: string;
  apply: string;
  clear: string;
  /** "{count} results" (placeholder filled by `fill`); loaders cannot send functions. */
  results: string;
  /** Shown when exactly one result matches. */
  oneResult: string;
  empty: string;
}

/* ------------------------------------------------------------ the whole set */

export interface PagesText {
  common: CommonText;
  home: HomeText;
  about: AboutText;
  management: ManagementText;
  milestone: MilestonePageText;
}

export type BusinessText = Record<BusinessKey, BusinessPageText>;

/* ------------------------------------------- what pages receive from loaders */

/** A track-record card, in the page's language. */
export interface MilestoneCard {
  id: string;
  category: MilestoneCategory;
  /** Its picture: AVIF and WebP source sets (empty when there is none) and the fallback file. */
  image: { avif: string; webp: string; src: string } | null;
  heading: string;
  text: string;
  role?: string;
  /** Its value in the page's language; empty when it has none. */
  price: string;
  date: string;
}

/** A portrait from the media library: its display size and the WebP sizes for `srcset`. */
export interface PortraitImage {
  src: string;
  srcSet: string;
}

/** A person as the grids show them. */
export interface PersonCard {
  slug: string;
  name: string;
  role: string;
  /** Set to "en" when the role is English shown in place of a missing translation. */
  roleLang?: string;
  list: PeopleListKey;
  /** Unprefixed path of the detail page. */
  path: string;
  /** None: the monogram portrait. */
  portrait?: PortraitImage;
}
