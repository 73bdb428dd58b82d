import { expect, test } from "vitest";
import { passwordProblem } from "./password-policy";

test("short, common and repetitive passwords are refused", () => {
  expect(passwordProblem("short1!")).toBe("too-short");
  expect(passwordProblem("Password1234")).toBe("common");
  expect(passwordProblem("aaaaaaaaaaaaaa")).toBe("common");
  expect(passwordProblem("abcabcabcabc")).toBe("common");
  expect(passwordProblem("x".repeat(129))).toBe("too-long");
});

test("a password made of the administrator's own e-mail is refused", () => {
  expect(passwordProblem("okaforokafor", ["adaeze.okafor@bglgroup.ng"])).toBe("common");
  expect(passwordProblem("Bglgroup2026", ["adaeze.okafor@bglgroup.ng"])).toBe("common");
});

test("a long, unpredictable passphrase is accepted", () => {
  expect(passwordProblem("harmattan-lagoon-ledger-41")).toBe(null);
});
