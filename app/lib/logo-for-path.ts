import { businesses, type BrandKey } from "~/content/businesses";
import { site } from "~/content/site";

/** Which brand a path belongs to: a business's path gets its logo and colour, anything else the group's. */
export function brandForPath(pathname: string): BrandKey {
  return businesses.find((business) => pathname.includes(business.slug))?.key ?? "main";
}

export function logoForPath(pathname: string): string {
  return site.logos[brandForPath(pathname)];
}
