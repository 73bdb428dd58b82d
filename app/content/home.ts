/** The home page's structure: which business each hero slide shows, and the counters. */
import type { BusinessKey } from "./site";

export const heroSlides: { business: BusinessKey; video: string; poster: string }[] = [
  {
    business: "investmentBanking",
    video: "/videos/hero-capital.mp4",
    poster: "/videos/hero-capital.webp",
  },
  {
    business: "assetManagement",
    video: "/videos/hero-wealth.mp4",
    poster: "/videos/hero-wealth.webp",
  },
  {
    business: "globalMarkets",
    video: "/videos/hero-markets.mp4",
    poster: "/videos/hero-markets.webp",
  },
];

/** Targets, durations and delays of the two counters. */
export const counters = {
  years: { target: 30, durationMs: 2000, delayMs: 200 },
  milestones: { target: 100, durationMs: 2500, delayMs: 400 },
} as const;
