import type { Locale } from "../locales";
import { en, type Messages } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { pt } from "./pt";
import { zh } from "./zh";

export type { Messages };

export const messages: Record<Locale, Messages> = { en, fr, pt, es, zh };
