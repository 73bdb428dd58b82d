import { businesses, type BrandKey } from "~/content/businesses";

/** The colour of a page's banner by brand: each business's own, otherwise the group's green. */
export const brandBanner = {
  main: "bg-main",
  ...Object.fromEntries(businesses.map((business) => [business.key, business.banner])),
} as Record<BrandKey, string>;

/** The accent beside headings and on rules, on light backgrounds. */
export const brandAccent = {
  main: "bg-capital",
  ...Object.fromEntries(businesses.map((business) => [business.key, business.accent])),
} as Record<BrandKey, string>;
