import { compactNumberFormat } from "~/i18n/formatters";
import type { Locale } from "~/i18n/locales";
import type { Milestone } from "~/content/milestones";

/**
 * A track-record amount in the page's language with its currency symbol: "₦85 billion",
 * "₦85 milliards", "₦850亿"; a live transaction gets the "(Ongoing)" label after it.
 */
export function formatPrice(
  milestone: Pick<Milestone, "price" | "ongoing">,
  locale: Locale,
  ongoingLabel: string,
): string {
  const amount = compactNumberFormat(locale).format(milestone.price.amount);
  const price = `${milestone.price.currency}${amount}`;
  return milestone.ongoing ? `${price} ${ongoingLabel}` : price;
}
