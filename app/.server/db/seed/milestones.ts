/**
 * The track record a new database starts with: investment banking transactions and asset
 * management mandates, in the site's order (the first three of each business appear on its page),
 * with their words in each language in `milestone-text/{locale}.ts`. Loaded once by the seed;
 * after that the database is the only source and staff edit it at /admin/milestones. The
 * transactions and clients are fictional sample data.
 */
import { locales, type Locale } from "~/i18n/locales";
import type { MilestoneInput } from "~/lib/milestone-schema";
import { milestones as en } from "./milestone-text/en";
import { milestones as es } from "./milestone-text/es";
import { milestones as fr } from "./milestone-text/fr";
import { milestones as pt } from "./milestone-text/pt";
import { milestones as zh } from "./milestone-text/zh";

interface SeedMilestone {
  readonly id: string;
  readonly business: "investmentBanking" | "assetManagement";
  readonly currency: "NGN" | "USD";
  readonly amount: number;
  /** A live transaction: its value is followed by "(Ongoing)" in the page's language. */
  readonly ongoing?: boolean;
  readonly year: number | null;
}

const transactions = [
  {
    id: "lagos-infrastructure-bond",
    business: "investmentBanking",
    currency: "NGN",
    amount: 85_000_000_000,
    year: 2023,
  },
  {
    id: "agro-processor-commercial-paper",
    business: "investmentBanking",
    currency: "NGN",
    amount: 20_000_000_000,
    ongoing: true,
    year: null,
  },
  {
    id: "power-distribution-acquisition",
    business: "investmentBanking",
    currency: "USD",
    amount: 120_000_000,
    year: 2021,
  },
  {
    id: "fibre-network-rights-issue",
    business: "investmentBanking",
    currency: "NGN",
    amount: 32_500_000_000,
    year: 2022,
  },
  {
    id: "state-pension-reform-advisory",
    business: "investmentBanking",
    currency: "NGN",
    amount: 140_000_000_000,
    year: 2020,
  },
  {
    id: "cement-manufacturer-bond",
    business: "investmentBanking",
    currency: "NGN",
    amount: 50_000_000_000,
    year: 2019,
  },
  {
    id: "teaching-hospital-ppp",
    business: "investmentBanking",
    currency: "USD",
    amount: 75_000_000,
    ongoing: true,
    year: null,
  },
  {
    id: "bank-tier-two-capital",
    business: "investmentBanking",
    currency: "NGN",
    amount: 40_000_000_000,
    year: 2018,
  },
  {
    id: "fintech-private-placement",
    business: "investmentBanking",
    currency: "USD",
    amount: 18_000_000,
    year: 2024,
  },
  {
    id: "logistics-merger",
    business: "investmentBanking",
    currency: "NGN",
    amount: 27_000_000_000,
    year: 2017,
  },
] as const satisfies readonly SeedMilestone[];

const mandates = [
  {
    id: "pension-fixed-income-mandate",
    business: "assetManagement",
    currency: "NGN",
    amount: 45_000_000_000,
    year: 2022,
  },
  {
    id: "university-endowment-mandate",
    business: "assetManagement",
    currency: "NGN",
    amount: 12_000_000_000,
    year: 2019,
  },
  {
    id: "balanced-income-fund",
    business: "assetManagement",
    currency: "NGN",
    amount: 8_600_000_000,
    year: 2016,
  },
  {
    id: "dollar-income-fund",
    business: "assetManagement",
    currency: "USD",
    amount: 60_000_000,
    year: 2021,
  },
  {
    id: "insurer-portfolio-mandate",
    business: "assetManagement",
    currency: "NGN",
    amount: 30_000_000_000,
    ongoing: true,
    year: null,
  },
  {
    id: "family-office-mandate",
    business: "assetManagement",
    currency: "USD",
    amount: 25_000_000,
    year: 2023,
  },
  {
    id: "state-savings-trust",
    business: "assetManagement",
    currency: "NGN",
    amount: 18_000_000_000,
    year: 2020,
  },
  {
    id: "ethical-equity-fund",
    business: "assetManagement",
    currency: "NGN",
    amount: 5_000_000_000,
    year: 2024,
  },
] as const satisfies readonly SeedMilestone[];

export const seedMilestones: readonly SeedMilestone[] = [...transactions, ...mandates];

type SeedMilestoneId = (typeof transactions)[number]["id"] | (typeof mandates)[number]["id"];

/** Each seed milestone's heading, text and optional role in one language. */
export type SeedMilestoneTexts = Record<
  SeedMilestoneId,
  { heading: string; text: string; role?: string }
>;

export const seedMilestoneTexts: Record<Locale, SeedMilestoneTexts> = { en, fr, pt, es, zh };

/** The built-in picture of a seed milestone, without extension (`.avif` and `.webp` exist). */
export function seedMilestoneImage(id: string): string {
  return `/images/milestones/${id}`;
}

/** A seed milestone as the milestone store takes it, with its words in every language. */
export function seedMilestoneInput(milestone: SeedMilestone): MilestoneInput {
  const id = milestone.id as SeedMilestoneId;
  return {
    business: milestone.business,
    amount: milestone.amount,
    currency: milestone.currency,
    ongoing: milestone.ongoing ?? false,
    year: milestone.year,
    imageUrl: seedMilestoneImage(milestone.id),
    texts: Object.fromEntries(
      locales.map((locale) => {
        const words = seedMilestoneTexts[locale][id];
        return [locale, { heading: words.heading, text: words.text, role: words.role ?? "" }];
      }),
    ) as MilestoneInput["texts"],
  };
}
