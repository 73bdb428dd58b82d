/** The business pages' structure: which sections each has, in which order, under which anchor. */
import { heroSlides } from "./home";
import type { MilestoneCategory } from "./types";
import type { BusinessKey } from "./site";

export type BusinessSection =
  | "whoWeAre"
  | "services"
  | "approach"
  | "industryLeadership"
  | "whyChooseUs"
  | "partners"
  | "trackRecord"
  | "leadership"
  | "news"
  | "bestExecution"
  | "connect";

/** The URL hash of each section; the menus and the links between pages point at them. */
export const sectionAnchors: Record<BusinessSection, string> = {
  whoWeAre: "who-we-are",
  services: "our-services",
  approach: "our-approach",
  industryLeadership: "our-industry-leadership",
  whyChooseUs: "why-choose-us",
  partners: "partners",
  trackRecord: "selected-track-record",
  leadership: "our-leadership",
  news: "news",
  bestExecution: "best-execution-policy",
  connect: "connect-with-us",
};

export const businessSections: Record<BusinessKey, BusinessSection[]> = {
  investmentBanking: [
    "whoWeAre",
    "services",
    "approach",
    "industryLeadership",
    "partners",
    "trackRecord",
    "leadership",
    "news",
    "connect",
  ],
  assetManagement: [
    "whoWeAre",
    "whyChooseUs",
    "services",
    "approach",
    "partners",
    "trackRecord",
    "leadership",
    "news",
    "connect",
  ],
  globalMarkets: [
    "whoWeAre",
    "approach",
    "services",
    "whyChooseUs",
    "partners",
    "leadership",
    "news",
    "bestExecution",
    "connect",
  ],
};

/** Service cards link to the page's connect-with-us section with this label. */
export const serviceCta: Record<BusinessKey, "contactUs" | "learnMore"> = {
  investmentBanking: "contactUs",
  assetManagement: "learnMore",
  globalMarkets: "contactUs",
};

/** Which part of the track record a business page previews, if any. */
export const trackRecordCategory: Partial<Record<BusinessKey, MilestoneCategory>> = {
  investmentBanking: "capital",
  assetManagement: "assetManagement",
};

/** Where "View all" of the Selected Track Record goes. */
export const trackRecordLink: Partial<Record<BusinessKey, string>> = {
  investmentBanking: "/milestone#capital",
  assetManagement: "/milestone#asset-management",
};

/** The banner's picture: the poster of the business's hero video. */
export function bannerImage(business: BusinessKey): string {
  return heroSlides.find((slide) => slide.business === business)!.poster;
}
