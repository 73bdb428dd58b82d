/**
 * Every language's page content. Import from server code only (`app/.server/content.ts`):
 * pages receive the part they show through their loader, so the browser never downloads
 * the other languages or the other pages.
 */
import type { Locale } from "~/i18n/locales";
import type { BusinessText, MilestonesText, PagesText } from "../types";
import { business as enBusiness } from "./en/business";
import { milestones as enMilestones } from "./en/milestones";
import { pages as enPages } from "./en/pages";
import { business as esBusiness } from "./es/business";
import { milestones as esMilestones } from "./es/milestones";
import { pages as esPages } from "./es/pages";
import { business as frBusiness } from "./fr/business";
import { milestones as frMilestones } from "./fr/milestones";
import { pages as frPages } from "./fr/pages";
import { business as ptBusiness } from "./pt/business";
import { milestones as ptMilestones } from "./pt/milestones";
import { pages as ptPages } from "./pt/pages";
import { business as zhBusiness } from "./zh/business";
import { milestones as zhMilestones } from "./zh/milestones";
import { pages as zhPages } from "./zh/pages";

export interface ContentText {
  pages: PagesText;
  business: BusinessText;
  milestones: MilestonesText;
}

export const contentText: Record<Locale, ContentText> = {
  en: { pages: enPages, business: enBusiness, milestones: enMilestones },
  fr: { pages: frPages, business: frBusiness, milestones: frMilestones },
  pt: { pages: ptPages, business: ptBusiness, milestones: ptMilestones },
  es: { pages: esPages, business: esBusiness, milestones: esMilestones },
  zh: { pages: zhPages, business: zhBusiness, milestones: zhMilestones },
};
