/**
 * Every language's page content. Import from server code only (`app/.server/content.ts`):
 * pages receive the part they show through their loader, so the browser never downloads
 * the other languages or the other pages.
 */
import type { Locale } from "~/i18n/locales";
import type { BusinessText, PagesText } from "../types";
import { business as enBusiness } from "./en/business";
import { pages as enPages } from "./en/pages";
import { business as esBusiness } from "./es/business";
import { pages as esPages } from "./es/pages";
import { business as frBusiness } from "./fr/business";
import { pages as frPages } from "./fr/pages";
import { business as ptBusiness } from "./pt/business";
import { pages as ptPages } from "./pt/pages";
import { business as zhBusiness } from "./zh/business";
import { pages as zhPages } from "./zh/pages";

export interface ContentText {
  pages: PagesText;
  business: BusinessText;
}

export const contentText: Record<Locale, ContentText> = {
  en: { pages: enPages, business: enBusiness },
  fr: { pages: frPages, business: frBusiness },
  pt: { pages: ptPages, business: ptBusiness },
  es: { pages: esPages, business: esBusiness },
  zh: { pages: zhPages, business: zhBusiness },
};
