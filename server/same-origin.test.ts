import { describe, expect, test } from "vitest";
import { claimedOrigin, isCrossSiteMutation } from "./same-origin";

const site = "https://bglgroup.example";
const headers =
  (values: Record<string, string> = {}) =>
  (name: string) =>
    values[name];

describe("the Origin check on mutations", () => {
  test("reading never needs it", () => {
    expect(isCrossSiteMutation("GET", headers({ origin: "https://evil.example" }), site)).toBe(
      false,
    );
    expect(isCrossSiteMutation("HEAD", headers({ origin: "https://evil.example" }), site)).toBe(
      false,
    );
  });

  test("a mutation from another site, or from an opaque origin, is cross-site", () => {
    expect(isCrossSiteMutation("POST", headers({ origin: "https://evil.example" }), site)).toBe(
      true,
    );
    expect(isCrossSiteMutation("DELETE", headers({ origin: "null" }), site)).toBe(true);
    expect(
      isCrossSiteMutation("POST", headers({ referer: "https://evil.example/form.html" }), site),
    ).toBe(true);
    expect(isCrossSiteMutation("POST", headers({ referer: "not a url" }), site)).toBe(true);
  });

  test("a mutation from this site, or from a program that names no page, goes on", () => {
    expect(isCrossSiteMutation("POST", headers({ origin: site }), site)).toBe(false);
    expect(isCrossSiteMutation("POST", headers({ referer: `${site}/contact` }), site)).toBe(false);
    expect(isCrossSiteMutation("POST", headers(), site)).toBe(false);
  });

  test("Origin wins over Referer", () => {
    expect(claimedOrigin(headers({ origin: site, referer: "https://evil.example/" }))).toBe(site);
  });
});
