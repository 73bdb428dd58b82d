/**
 * The group's identity: names, logos, documents and regulatory badges. Its businesses are in
 * `businesses.ts`; its offices, phones, e-mails, opening hours and social links are in the
 * database, where administrators edit them (`app/.server/site-contacts/`).
 */
import { businesses, type BrandKey } from "./businesses";

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
