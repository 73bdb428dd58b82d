import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price";

describe("formatPrice", () => {
  it("writes amounts the way each language does, with the currency symbol", () => {
    const naira = { price: { currency: "₦" as const, amount: 85_000_000_000 } };
    expect(formatPrice(naira, "en", "(Ongoing)")).toBe("₦85 billion");
    expect(formatPrice(naira, "fr", "(en cours)")).toBe("₦85 milliards");
    expect(formatPrice(naira, "zh", "（进行中）")).toBe("₦850亿");
  });

  it("marks a live transaction", () => {
    const live = { price: { currency: "$" as const, amount: 75_000_000 }, ongoing: true };
    expect(formatPrice(live, "en", "(Ongoing)")).toBe("$75 million (Ongoing)");
  });
});
