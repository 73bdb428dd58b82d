/**
 * The group's contacts as the site first publishes them: the head office in Lagos, the phone and
 * e-mail of the group and of each business, weekday opening hours and the social pages. Loaded
 * once into a database that never held contacts; administrators edit them from then on.
 */
import type { ContactSettingsInput, OfficeInput } from "../../site-contacts/schema";

export const seedOffices: Omit<OfficeInput, "version">[] = [
  {
    name: "Lagos",
    lines: ["14 Kingsway Road", "Ikoyi, Lagos", "Nigeria"],
    street: "14 Kingsway Road",
    locality: "Ikoyi",
    region: "Lagos",
    country: "NG",
    latitude: 6.4531,
    longitude: 3.4336,
  },
];

export const seedContactSettings: Omit<ContactSettingsInput, "version"> = {
  contacts: {
    group: {
      email: "info@bglgroup.ng",
      phone: "+2342012700100",
      phoneDisplay: "+234 201 270 0100",
    },
    investmentBanking: {
      email: "capital@bglgroup.ng",
      phone: "+2342012700110",
      phoneDisplay: "+234 201 270 0110",
    },
    assetManagement: {
      email: "assetmanagement@bglgroup.ng",
      phone: "+2342012700120",
      phoneDisplay: "+234 201 270 0120",
    },
    globalMarkets: {
      email: "securities@bglgroup.ng",
      phone: "+2342012700130",
      phoneDisplay: "+234 201 270 0130",
    },
  },
  hours: { days: [1, 2, 3, 4, 5], opens: "09:00", closes: "17:00" },
  social: {
    facebook: "https://www.facebook.com/bglgroupng",
    instagram: "https://www.instagram.com/bglgroupng",
    youtube: "https://www.youtube.com/@bglgroupng",
    linkedin: "",
    x: "",
  },
};
