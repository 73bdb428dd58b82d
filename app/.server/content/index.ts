/**
 * Page content for one language, shaped for the page that shows it. Loaders call these and
 * send only the result, so the other languages and pages stay on the server.
 */
import { milestoneImage, milestones, type Milestone } from "~/content/milestones";
import { contentText, type ContentText } from "~/content/text";
import type { MilestoneCard, MilestoneCategory } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { formatPrice } from "~/lib/format-price";

export function contentFor(locale: Locale): ContentText {
  return contentText[locale];
}

function milestoneCard(milestone: Milestone, locale: Locale): MilestoneCard {
  const text = contentText[locale];
  const words = text.milestones[milestone.id as keyof ContentText["milestones"]];
  return {
    id: milestone.id,
    category: milestone.category,
    image: milestoneImage(milestone.id),
    heading: words.heading,
    text: words.text,
    ...(words.role ? { role: words.role } : {}),
    price: formatPrice(milestone, locale, text.pages.common.ongoing),
    date: milestone.date,
  };
}

/** The track record in the site's order, optionally one business's part of it. */
export function milestoneCards(locale: Locale, category?: MilestoneCategory): MilestoneCard[] {
  return milestones
    .filter((milestone) => !category || milestone.category === category)
    .map((milestone) => milestoneCard(milestone, locale));
}
