import { site, type BrandKey } from "~/content/site";

/** Which brand a path belongs to: a business's path gets its logo and colour, anything else the group's. */
export function brandForPath(pathname: string): BrandKey {
  if (pathname.includes("investment-banking")) return "investmentBanking";
  if (pathname.includes("asset-and-wealth-management")) return "assetManagement";
  if (pathname.includes("global-markets")) return "globalMarkets";
  return "main";
}

export function logoForPath(pathname: string): string {
  return site.logos[brandForPath(pathname)];
}
