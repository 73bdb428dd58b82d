import { describe, expect, test } from "vitest";
import { base32Decode, base32Encode, matchingStep, otpauthUri, stepAt, totpCode } from "./totp";

// The shared key of the published SHA-1 test vectors for time-based one-time passwords.
const key = Buffer.from("12345678901234567890", "ascii");

describe("time-based codes", () => {
  test.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("at %i seconds the 8-digit code is %s", (seconds, code) => {
    expect(totpCode(key, stepAt(new Date(seconds * 1000)), 8)).toBe(code);
  });

  test("six digits are the last six of the same number", () => {
    expect(totpCode(key, stepAt(new Date(59_000)))).toBe("287082");
  });
});

describe("accepting a code", () => {
  const time = new Date(1_700_000_000_000);
  const now = stepAt(time);

  test("the current step's code and its neighbours' are accepted, older ones are not", () => {
    expect(matchingStep(key, totpCode(key, now), time, null)).toBe(now);
    expect(matchingStep(key, totpCode(key, now - 1), time, null)).toBe(now - 1);
    expect(matchingStep(key, totpCode(key, now + 1), time, null)).toBe(now + 1);
    expect(matchingStep(key, totpCode(key, now - 2), time, null)).toBeNull();
  });

  test("a used code, or one from before it, cannot be used again", () => {
    expect(matchingStep(key, totpCode(key, now), time, now)).toBeNull();
    expect(matchingStep(key, totpCode(key, now - 1), time, now)).toBeNull();
    expect(matchingStep(key, totpCode(key, now + 1), time, now)).toBe(now + 1);
  });

  test("anything but six digits is refused", () => {
    for (const code of ["", "12345", "1234567", "12 456", "abcdef"])
      expect(matchingStep(key, code, time, null)).toBeNull();
  });
});

describe("keys", () => {
  test("base32 goes both ways and reads keys as people type them", () => {
    const encoded = base32Encode(key);
    expect(encoded).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode(encoded.toLowerCase().replace(/(.{4})/g, "$1 "))).toEqual(key);
    expect(base32Decode("not base32!")).toBeNull();
  });

  test("the app's address names the site and the account", () => {
    const address = otpauthUri(key, "ada@bglgroup.ng", "BGL Group");
    expect(address.startsWith("otpauth://totp/BGL%20Group%3Aada%40bglgroup.ng?")).toBe(true);
    const uri = new URL(address);
    expect(uri.searchParams.get("secret")).toBe(base32Encode(key));
    expect(uri.searchParams.get("issuer")).toBe("BGL Group");
  });
});
