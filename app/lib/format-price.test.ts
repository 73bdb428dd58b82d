import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price";

describe("formatPrice", () => {
  it("writes amounts the way each language does, with the currency symbol", () => {
    const naira = { amount: 85_000_000_000, currency: "NGN" as const, ongoing: false };
    expect(formatPrice(naira, "en", "(Ongoing)")).toBe("₦85 billion");
    expect(formatPrice(naira, "fr", "(en cours)")).toBe("₦85 milliards");
    expect(formatPrice(naira, "zh", "（进行中）")).toBe("₦850亿");
  });

  it("marks a live transaction", () => {
    const live = { amount: 75_000_000, currency: "USD" as const, ongoing: true };
    expect(formatPrice(live, "en", "(Ongoing)")).toBe("$75 million (Ongoing)");
  });

  it("shows only the mark of a live transaction without an amount, and nothing without either", () => {
    expect(formatPrice({ amount: null, currency: null, ongoing: true }, "en", "(Ongoing)")).toBe(
      "(Ongoing)",
    );
    expect(formatPrice({ amount: null, currency: null, ongoing: false }, "en", "(Ongoing)")).toBe(
      "",
    );
  });
});
