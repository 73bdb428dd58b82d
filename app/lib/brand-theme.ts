import type { BrandKey } from "~/content/site";

/**
 * The colour of a page's banner by brand (investment banking
 * gold, asset and wealth management green, global markets dark green, otherwise the group's
 * green). Each is the brand colour's shade that keeps white text above 4.5:1.
 */
export const brandBanner: Record<BrandKey, string> = {
  main: "bg-main",
  investmentBanking: "bg-capital-700",
  assetManagement: "bg-asset-700",
  globalMarkets: "bg-main-900",
};

/** The accent beside headings and on rules, on light backgrounds. */
export const brandAccent: Record<BrandKey, string> = {
  main: "bg-capital",
  investmentBanking: "bg-capital",
  assetManagement: "bg-asset",
  globalMarkets: "bg-main",
};
