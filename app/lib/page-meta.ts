/** Title, description, canonical URL, hreflang alternates and share tags for one page, in its locale. */
import type { MetaDescriptor } from "react-router";
import { defaultLocale, localeTags, locales } from "~/i18n/locales";
import { alternatePaths, localizePath } from "~/i18n/paths";
import { metaRootData } from "~/i18n/use-i18n";
import { newsFeedPath } from "./news-card";
import { defaultShareImage, shareImageSize } from "./share-image";
import { breadcrumbLd } from "./structured-data";

interface MetaArgs {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface PageMeta {
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description?: string;
  /** Absolute path of the share image. */
  image?: string;
  /** Its size in pixels, when known (the site's default card's is). */
  imageSize?: { width: number; height: number };
  type?: "website" | "article";
  /** Query string that belongs to the canonical URL (such as `?page=2`). */
  canonicalSearch?: string;
  /** The page's own unprefixed path when it is also reachable at others. */
  canonicalPath?: string;
  /**
   * The pages between the home page and this one (unprefixed paths), for the breadcrumb trail that
   * search engines show; given, even empty, the page gets one: home, these, then the page itself.
   */
  trail?: { name: string; path: string }[];
  /** Announce the locale's news feed (the news pages do). */
  newsFeed?: boolean;
}

export function pageMeta(args: MetaArgs, page: PageMeta): MetaDescriptor[] {
  const { locale, t, origin } = metaRootData(args.matches);
  const pathname = page.canonicalPath
    ? localizePath(page.canonicalPath, locale)
    : args.location.pathname;
  const title = page.title ? `${page.title} | ${t.meta.siteName}` : t.meta.defaultTitle;
  const description = page.description ?? t.meta.defaultDescription;
  const alternates = alternatePaths(pathname);
  const search = page.canonicalSearch ?? "";
  const url = origin + pathname + search;
  const image = origin + (page.image ?? defaultShareImage);
  const imageSize = page.image ? page.imageSize : shareImageSize;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...locales.map((alt) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: localeTags[alt],
      href: origin + alternates[alt] + search,
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: origin + alternates[defaultLocale] + search,
    },
    ...(page.newsFeed
      ? [
          {
            tagName: "link" as const,
            rel: "alternate",
            type: "application/rss+xml",
            title: t.news.feedTitle,
            href: origin + newsFeedPath(locale),
          },
        ]
      : []),
    { property: "og:site_name", content: t.meta.siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(imageSize
      ? [
          { property: "og:image:width", content: String(imageSize.width) },
          { property: "og:image:height", content: String(imageSize.height) },
        ]
      : []),
    { property: "og:locale", content: localeTags[locale].replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(page.trail && page.title
      ? [
          breadcrumbLd([
            { name: t.nav.home, url: origin + localizePath("/", locale) },
            ...page.trail.map((crumb) => ({
              name: crumb.name,
              url: origin + localizePath(crumb.path, locale),
            })),
            { name: page.title, url },
          ]),
        ]
      : []),
  ];
}
