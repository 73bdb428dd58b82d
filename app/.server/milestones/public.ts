/** The track record as public pages read it, in the page's language. */
import { contentText } from "~/content/text";
import type { MilestoneCard } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import type { MilestoneBusiness } from "~/lib/milestone-schema";
import { db } from "../db/client";
import { log } from "../log";
import { toMilestoneCards } from "./cards";
import { localizedMilestones } from "./repository";

/** The whole track record (or one business's part of it), in the site's order. */
export async function trackRecordCards(
  locale: Locale,
  business?: MilestoneBusiness,
): Promise<MilestoneCard[]> {
  const milestones = await localizedMilestones(db, locale, { business });
  return toMilestoneCards(db, milestones, locale, contentText[locale].pages.common.ongoing);
}

/**
 * The first `count` milestones of a business for its page, or `null` when they cannot be read:
 * the page around them still renders (logged here, never a 500 for one block).
 */
export async function businessTrackRecord(
  locale: Locale,
  business: MilestoneBusiness,
  count: number,
): Promise<MilestoneCard[] | null> {
  try {
    return (await trackRecordCards(locale, business)).slice(0, count);
  } catch (error) {
    log.error({ err: error }, "reading the track record failed");
    return null;
  }
}
