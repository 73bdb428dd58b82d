/**
 * The parts of public pages that hydrate when they come near the screen or on the first
 * interaction (see `island`): each lives in a module of its own, fetched only then.
 */
import { island } from "./island";

// The desktop menu bar and the header's search field beside it are hidden on phones, so a phone
// fetches their code only on a first interaction; a wide window shows them and fetches it at once.
export const MegaMenuBar = island(() => import("./mega-menu").then((module) => module.MegaMenuBar));
export const SiteFooter = island(() => import("./site-footer").then((module) => module.SiteFooter));
export const ContactForm = island(() =>
  import("./contact-form").then((module) => module.ContactForm),
);
export const LatestNews = island(() => import("./latest-news").then((module) => module.LatestNews));
export const AboutSections = island(() =>
  import("./about-sections").then((module) => module.AboutSections),
);
export const Counters = island(() => import("./counters").then((module) => module.Counters));
export const BrandTabs = island(() => import("./brand-tabs").then((module) => module.BrandTabs));
export const PartnerCarousel = island(() =>
  import("./partner-carousel").then((module) => module.PartnerCarousel),
);
export const ConnectSection = island(() =>
  import("./business/connect-section").then((module) => module.Connect),
);
export const PersonCard = island(() => import("./person-card").then((module) => module.PersonCard));
export const MilestoneCard = island(() =>
  import("./milestone-card").then((module) => module.MilestoneCard),
);
