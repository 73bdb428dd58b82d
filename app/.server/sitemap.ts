/**
 * The sitemap: every public page in every language, each with its alternates (hreflang),
 * so search engines find the localised pages and know they belong together.
 */
import { businesses } from "~/content/businesses";
import { defaultLocale, localeTags, locales } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { escapeXml } from "./xml";

interface Entry {
  path: string;
  lastModified?: string;
}

const pages = [
  "/",
  "/company/about",
  "/company/management",
  ...businesses.map((business) => `/services/${business.slug}`),
  "/milestone",
  "/news",
  "/contact",
  "/newsletter",
];

function urlBlock(origin: string, entry: Entry): string {
  const alternates = [
    ...locales.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${localeTags[locale]}" href="${escapeXml(origin + localizePath(entry.path, locale))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizePath(entry.path, defaultLocale))}"/>`,
  ].join("");
  return locales
    .map((locale) => {
      const loc = escapeXml(origin + localizePath(entry.path, locale));
      const lastmod = entry.lastModified
        ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>`
        : "";
      return `<url><loc>${loc}</loc>${lastmod}${alternates}</url>`;
    })
    .join("\n");
}

/** The sitemap for the site at `origin`, given the published news items and the profiles' paths. */
export function sitemapXml(
  origin: string,
  news: { slug: string; updatedAt: string }[],
  profiles: string[],
): string {
  const entries: Entry[] = [
    ...pages.map((path) => ({ path })),
    ...profiles.map((path) => ({ path })),
    ...news.map((item) => ({ path: `/news/${item.slug}`, lastModified: item.updatedAt })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => urlBlock(origin, entry)),
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Disallow: /admin/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
}
