import { compactNumberFormat } from "~/i18n/formatters";
import type { Locale } from "~/i18n/locales";
import type { MilestoneCurrency } from "./milestone-schema";

const symbols: Record<MilestoneCurrency, string> = { NGN: "₦", USD: "$" };

export interface MilestoneValue {
  amount: number | null;
  currency: MilestoneCurrency | null;
  ongoing: boolean;
}

/**
 * A track-record value in the page's language with its currency symbol: "₦85 billion",
 * "₦85 milliards", "₦850亿"; a live transaction gets the "(Ongoing)" label after it, or alone
 * when it has no amount. Empty when there is nothing to show.
 */
export function formatPrice(value: MilestoneValue, locale: Locale, ongoingLabel: string): string {
  const price =
    value.amount !== null && value.currency
      ? `${symbols[value.currency]}${compactNumberFormat(locale).format(value.amount)}`
      : "";
  return value.ongoing ? `${price} ${ongoingLabel}`.trim() : price;
}
