/**
 * The group's identity in one place: names, logos, contacts, offices, social links and
 * regulatory lines. Rebranding the site starts and ends here.
 */
export type BusinessKey = "investmentBanking" | "assetManagement" | "globalMarkets";
export type BrandKey = "main" | BusinessKey;

export interface Contact {
  email: string;
  /** As dialled from abroad, for tel: links. */
  phone: string;
  /** As printed. */
  phoneDisplay: string;
}

export interface Business {
  key: BusinessKey;
  name: string;
  legalName: string;
  /** The path segment of its business page and its people: `/services/{slug}`, `/{slug}/management/…`. */
  slug: "investment-banking" | "asset-and-wealth-management" | "global-markets";
  logo: string;
  /** Brand colour token (see app.css). */
  color: string;
  contact: Contact;
}

export interface Office {
  key: string;
  name: string;
  lines: string[];
  /** Where the map centres and the pin goes. */
  coordinates: { lat: number; lon: number };
}

export const site = {
  name: "BGL Group",
  legalName: "BGL Group Limited",
  foundedYear: 1995,
  /** People's addresses are built from the first word of their name and this domain. */
  mailDomain: "bglgroup.ng",
  logos: {
    main: "/logos/main.svg",
    mainLight: "/logos/main-light.svg",
    investmentBanking: "/logos/capital.svg",
    assetManagement: "/logos/asset.svg",
    globalMarkets: "/logos/global.svg",
  } satisfies Record<BrandKey | "mainLight", string>,
  contact: {
    email: "info@bglgroup.ng",
    phone: "+2342012700100",
    phoneDisplay: "+234 201 270 0100",
  } satisfies Contact,
  offices: [
    {
      key: "lagos",
      name: "Lagos",
      lines: ["14 Kingsway Road", "Ikoyi, Lagos", "Nigeria"],
      coordinates: { lat: 6.4531, lon: 3.4336 },
    },
  ] satisfies Office[],
  businesses: [
    {
      key: "investmentBanking",
      name: "BGL Capital",
      legalName: "BGL Capital Limited",
      slug: "investment-banking",
      logo: "/logos/capital.svg",
      color: "capital",
      contact: {
        email: "capital@bglgroup.ng",
        phone: "+2342012700110",
        phoneDisplay: "+234 201 270 0110",
      },
    },
    {
      key: "assetManagement",
      name: "BGL Asset Management",
      legalName: "BGL Asset Management Limited",
      slug: "asset-and-wealth-management",
      logo: "/logos/asset.svg",
      color: "asset",
      contact: {
        email: "assetmanagement@bglgroup.ng",
        phone: "+2342012700120",
        phoneDisplay: "+234 201 270 0120",
      },
    },
    {
      key: "globalMarkets",
      name: "BGL Global Markets",
      legalName: "BGL Securities Limited",
      slug: "global-markets",
      logo: "/logos/global.svg",
      color: "global",
      contact: {
        email: "securities@bglgroup.ng",
        phone: "+2342012700130",
        phoneDisplay: "+234 201 270 0130",
      },
    },
  ] satisfies Business[],
  social: {
    facebook: "https://www.facebook.com/bglgroupng",
    instagram: "https://www.instagram.com/bglgroupng",
    youtube: "https://www.youtube.com/@bglgroupng",
  },
  documents: {
    dataProtection: "/documents/data-protection-policy.pdf",
    bestExecution: "/documents/best-execution-policy.pdf",
    terms: "/documents/terms-and-conditions.pdf",
  },
  badges: {
    regulator: "/images/badges/sec-regulated.svg",
    ndpr: "/images/badges/ndpr-compliant.svg",
  },
} as const;

export function businessBySlug(slug: string): Business | undefined {
  return site.businesses.find((business) => business.slug === slug);
}

export function businessByKey(key: BusinessKey): Business {
  return site.businesses.find((business) => business.key === key)!;
}
