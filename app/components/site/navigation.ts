/** The site's menus: where each link goes and which message labels it. Paths are unprefixed; the
 * business and track-record links come from the list of businesses. */
import { businesses, trackRecordBusinesses } from "~/content/businesses";
import type { PageMessages } from "~/i18n/use-i18n";

export type MenuKey = "company" | "business" | "trackRecord";

export interface MenuLink {
  path: string;
  label: (t: PageMessages) => string;
  text?: (t: PageMessages) => string;
}

export interface Menu {
  key: MenuKey;
  label: (t: PageMessages) => string;
  heading: (t: PageMessages) => string;
  description: (t: PageMessages) => string;
  links: MenuLink[];
}

export const menus: Menu[] = [
  {
    key: "company",
    label: (t) => t.nav.company,
    heading: (t) => t.megaMenu.company.heading,
    description: (t) => t.megaMenu.company.description,
    links: [
      { path: "/company/about", label: (t) => t.megaMenu.company.links.about },
      {
        path: "/company/about#mission-vision",
        label: (t) => t.megaMenu.company.links.missionVision,
      },
      { path: "/company/about#core-values", label: (t) => t.megaMenu.company.links.coreValues },
      { path: "/company/about#culture", label: (t) => t.megaMenu.company.links.culture },
      {
        path: "/company/about#what-makes-us-different",
        label: (t) => t.megaMenu.company.links.difference,
      },
      { path: "/company/management", label: (t) => t.megaMenu.company.links.management },
    ],
  },
  {
    key: "business",
    label: (t) => t.nav.business,
    heading: (t) => t.megaMenu.business.heading,
    description: (t) => t.megaMenu.business.description,
    links: businesses.map((business) => ({
      path: `/services/${business.slug}`,
      label: (t: PageMessages) => t.megaMenu.business[business.key].title,
      text: (t: PageMessages) => t.megaMenu.business[business.key].text,
    })),
  },
  {
    key: "trackRecord",
    label: (t) => t.nav.trackRecord,
    heading: (t) => t.megaMenu.trackRecord.heading,
    description: (t) => t.megaMenu.trackRecord.description,
    links: [
      { path: "/milestone#all", label: (t) => t.megaMenu.trackRecord.links.all },
      ...trackRecordBusinesses.map(({ trackRecord }) => ({
        path: `/milestone#${trackRecord.filter}`,
        label: (t: PageMessages) => t.megaMenu.trackRecord.links[trackRecord.category],
      })),
    ],
  },
];
