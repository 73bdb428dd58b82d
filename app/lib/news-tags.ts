/**
 * The businesses a news item can belong to: the group itself and each of its businesses. An item
 * has one or more. The tag is stored; the slug is how `/news?business=` and the admin filter name
 * it; the name is how it is shown (brand names, the same in every language).
 */
import { businesses } from "~/content/businesses";
import { site } from "~/content/site";

export const groupTag = "group";

export interface NewsTagInfo {
  tag: string;
  slug: string;
  name: string;
}

export const newsTagInfos: readonly NewsTagInfo[] = [
  { tag: groupTag, slug: groupTag, name: site.name },
  ...businesses.map((business) => ({
    tag: business.key,
    slug: business.slug,
    name: business.name,
  })),
];

export const newsTags = newsTagInfos.map((info) => info.tag) as [string, ...string[]];

/** The tag a URL's `business` value names, or undefined for a value that names none. */
export function tagForSlug(slug: string): string | undefined {
  return newsTagInfos.find((info) => info.slug === slug)?.tag;
}

export function tagInfo(tag: string): NewsTagInfo | undefined {
  return newsTagInfos.find((info) => info.tag === tag);
}
