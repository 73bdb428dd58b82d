/**
 * Structured data (schema.org as JSON-LD) that search engines read off a page: the group as a
 * financial service on the home page, each news item as a news article, and the trail of pages
 * leading to an inner page. Built from the same copy the page shows, in the page's language.
 */
import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import type { SiteContacts } from "./site-contacts";
import { defaultShareImage } from "./share-image";

type Thing = Record<string, unknown>;

function ld(thing: Thing): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...thing } };
}

/** The group itself, as it appears in the other entries. */
function organization(origin: string): Thing {
  return {
    "@type": "Organization",
    name: site.name,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: origin + site.logos.main },
  };
}

export function financialServiceLd(
  origin: string,
  page: { url: string; description: string },
  contacts: SiteContacts | undefined,
): MetaDescriptor {
  // The first office is the head office.
  const office = contacts?.offices[0];
  const group = contacts?.group;
  return ld({
    "@type": "FinancialService",
    "@id": `${origin}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: page.url,
    description: page.description,
    logo: origin + site.logos.main,
    image: origin + defaultShareImage,
    foundingDate: String(site.foundedYear),
    ...(group && { email: group.email, telephone: group.phone }),
    ...(contacts?.openingHours && { openingHours: contacts.openingHours }),
    ...(office && {
      address: {
        "@type": "PostalAddress",
        streetAddress: office.postal.street,
        addressLocality: office.postal.locality,
        addressRegion: office.postal.region,
        addressCountry: office.postal.country,
      },
      geo: {
        "@type": "GeoCoordinates",
        latitude: office.coordinates.lat,
        longitude: office.coordinates.lon,
      },
    }),
    sameAs: contacts?.social.map((link) => link.url) ?? [],
  });
}

export interface ArticleFacts {
  url: string;
  headline: string;
  description: string;
  /** Absolute URL of its picture. */
  image: string;
  /** ISO time it went live, and of its last change. */
  published: string;
  modified: string;
  /** BCP 47 tag of the language its text is in. */
  language: string;
}

export function newsArticleLd(origin: string, article: ArticleFacts): MetaDescriptor {
  return ld({
    "@type": "NewsArticle",
    mainEntityOfPage: article.url,
    url: article.url,
    headline: article.headline,
    description: article.description,
    image: [article.image],
    datePublished: article.published,
    dateModified: article.modified,
    inLanguage: article.language,
    author: organization(origin),
    publisher: organization(origin),
  });
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbLd(crumbs: Crumb[]): MetaDescriptor {
  return ld({
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  });
}
