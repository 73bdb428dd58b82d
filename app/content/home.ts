/** The home page's structure: one hero slide per business, in the businesses' order, and the counters. */
import { businesses, type BusinessKey } from "./businesses";

export const heroSlides: { business: BusinessKey; video: string; poster: string }[] =
  businesses.map((business) => ({ business: business.key, ...business.hero }));

/** Targets, durations and delays of the two counters. */
export const counters = {
  years: { target: 30, durationMs: 2000, delayMs: 200 },
  milestones: { target: 100, durationMs: 2500, delayMs: 400 },
} as const;
