/** The sections a business page can have and the anchor of each; each business lists its own. */

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
