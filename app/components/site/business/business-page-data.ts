/** What a business page's loader gives its sections: the business, its copy and its lists. */
import type { BusinessSection } from "~/content/business-pages";
import type { BusinessKey } from "~/content/businesses";
import type { Partner } from "~/content/partners";
import type { BusinessPageText, CommonText, MilestoneCard, PersonCard } from "~/content/types";
import type { NewsCardData } from "~/lib/news-card";

export interface BusinessPageData {
  business: {
    key: BusinessKey;
    slug: string;
    name: string;
    /** The banner's picture: the poster of its hero video. */
    poster: string;
    serviceCta: "contactUs" | "learnMore";
    /** Where "View all" of its track record goes; null when it has none. */
    trackRecordPath: string | null;
  };
  text: BusinessPageText;
  common: CommonText;
  viewProfile: string;
  sections: readonly BusinessSection[];
  partners: Partner[];
  people: PersonCard[];
  trackRecord: MilestoneCard[];
  /** Its own news, or the group's while it has none; null when the news could not be read. */
  news: NewsCardData[] | null;
  /** Where "more news" leads: the news list narrowed to this business, or all of it. */
  newsPath: string;
}
