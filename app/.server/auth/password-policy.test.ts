import { expect, test } from "vitest";
import { passwordMessages, passwordProblem } from "./password-policy";

test("short, common and repetitive passwords are refused", () => {
  expect(passwordProblem("short1!")).toBe("too-short");
  expect(passwordProblem("Password1234")).toBe("common");
  expect(passwordProblem("aaaaaaaaaaaaaa")).toBe("common");
  expect(passwordProblem("abcabcabcabc")).toBe("common");
  expect(passwordProblem("x".repeat(129))).toBe("too-long");
});

test("passwords from the bundled list of the most common ones are refused as common", () => {
  // Near the top of the list, whatever their length or case.
  for (const password of ["password1", "qwerty123", "iloveyou", "PASSWORD1", "1qaz2wsx3edc"])
    expect(passwordProblem(password), password).toBe("common");
  // Deep in the list (beyond the first few thousand entries), and long ones from further still.
  for (const password of ["papamama", "perkins", "sonyericsson", "finalfantasy", "websolutions"])
    expect(passwordProblem(password), password).toBe("common");
  expect(passwordMessages.common).toBe(
    "This password is too common or too easy to guess. Choose a longer, less predictable one.",
  );
});

test("a password made of the administrator's own e-mail is refused", () => {
  expect(passwordProblem("okaforokafor", ["adaeze.okafor@bglgroup.ng"])).toBe("common");
  expect(passwordProblem("Bglgroup2026", ["adaeze.okafor@bglgroup.ng"])).toBe("common");
});

test("a long, unpredictable passphrase is accepted", () => {
  expect(passwordProblem("harmattan-lagoon-ledger-41")).toBe(null);
  expect(passwordProblem("Correct Horse Battery Okra 9")).toBe(null);
});
