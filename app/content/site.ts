/**
 * The group's identity: names, logos, contacts, offices, social links and regulatory lines. Its
 * businesses are in `businesses.ts`.
 */
import { businesses, type BrandKey, type Contact } from "./businesses";

export interface Office {
  key: string;
  name: string;
  lines: string[];
  /** The same address in fields, as search engines read it (schema.org PostalAddress). */
  postal: { street: string; locality: string; region: string; country: string };
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
    ...Object.fromEntries(businesses.map((business) => [business.key, business.logo])),
  } as Record<BrandKey | "mainLight", string>,
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
      postal: { street: "14 Kingsway Road", locality: "Ikoyi", region: "Lagos", country: "NG" },
      coordinates: { lat: 6.4531, lon: 3.4336 },
    },
  ] satisfies Office[],
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
