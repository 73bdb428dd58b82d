/**
 * The track record: investment banking transactions ('capital') and asset management
 * mandates ('assetManagement'), in the order the site shows them (the first three of each
 * business appear on its page). The transactions and clients are fictional sample data.
 * Headings, texts and roles, in each language, are in `text/{locale}/milestones.ts`.
 */
import type { MilestoneCategory } from "./types";

export interface Milestone {
  readonly id: string;
  readonly category: MilestoneCategory;
  /** Shown in the page's language with its currency symbol: "₦85 billion", "₦850亿". */
  readonly price: { readonly currency: "₦" | "$"; readonly amount: number };
  /** A live transaction; its price is followed by "(Ongoing)" in the page's language. */
  readonly ongoing?: boolean;
  /** A year, or empty when the transaction is still running. */
  readonly date: string;
}

/** An asset management mandate is a milestone without a role. */
export type Mandate = Milestone & { category: "assetManagement" };

export const transactions = [
  {
    id: "lagos-infrastructure-bond",
    category: "capital",
    price: { currency: "₦", amount: 85_000_000_000 },
    date: "2023",
  },
  {
    id: "agro-processor-commercial-paper",
    category: "capital",
    price: { currency: "₦", amount: 20_000_000_000 },
    ongoing: true,
    date: "",
  },
  {
    id: "power-distribution-acquisition",
    category: "capital",
    price: { currency: "$", amount: 120_000_000 },
    date: "2021",
  },
  {
    id: "fibre-network-rights-issue",
    category: "capital",
    price: { currency: "₦", amount: 32_500_000_000 },
    date: "2022",
  },
  {
    id: "state-pension-reform-advisory",
    category: "capital",
    price: { currency: "₦", amount: 140_000_000_000 },
    date: "2020",
  },
  {
    id: "cement-manufacturer-bond",
    category: "capital",
    price: { currency: "₦", amount: 50_000_000_000 },
    date: "2019",
  },
  {
    id: "teaching-hospital-ppp",
    category: "capital",
    price: { currency: "$", amount: 75_000_000 },
    ongoing: true,
    date: "",
  },
  {
    id: "bank-tier-two-capital",
    category: "capital",
    price: { currency: "₦", amount: 40_000_000_000 },
    date: "2018",
  },
  {
    id: "fintech-private-placement",
    category: "capital",
    price: { currency: "$", amount: 18_000_000 },
    date: "2024",
  },
  {
    id: "logistics-merger",
    category: "capital",
    price: { currency: "₦", amount: 27_000_000_000 },
    date: "2017",
  },
] as const satisfies readonly Milestone[];

export const mandates = [
  {
    id: "pension-fixed-income-mandate",
    category: "assetManagement",
    price: { currency: "₦", amount: 45_000_000_000 },
    date: "2022",
  },
  {
    id: "university-endowment-mandate",
    category: "assetManagement",
    price: { currency: "₦", amount: 12_000_000_000 },
    date: "2019",
  },
  {
    id: "balanced-income-fund",
    category: "assetManagement",
    price: { currency: "₦", amount: 8_600_000_000 },
    date: "2016",
  },
  {
    id: "dollar-income-fund",
    category: "assetManagement",
    price: { currency: "$", amount: 60_000_000 },
    date: "2021",
  },
  {
    id: "insurer-portfolio-mandate",
    category: "assetManagement",
    price: { currency: "₦", amount: 30_000_000_000 },
    ongoing: true,
    date: "",
  },
  {
    id: "family-office-mandate",
    category: "assetManagement",
    price: { currency: "$", amount: 25_000_000 },
    date: "2023",
  },
  {
    id: "state-savings-trust",
    category: "assetManagement",
    price: { currency: "₦", amount: 18_000_000_000 },
    date: "2020",
  },
  {
    id: "ethical-equity-fund",
    category: "assetManagement",
    price: { currency: "₦", amount: 5_000_000_000 },
    date: "2024",
  },
] as const satisfies readonly Mandate[];

export const milestones: readonly Milestone[] = [...transactions, ...mandates];

export type MilestoneId = (typeof transactions)[number]["id"] | (typeof mandates)[number]["id"];

export function milestoneImage(id: string): string {
  return `/images/milestones/${id}`;
}
