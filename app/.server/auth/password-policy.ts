/** Administrator passwords: at least 12 characters and not a common or patterned password. */
import fs from "node:fs";
import path from "node:path";

export const minPasswordLength = 12;
export const maxPasswordLength = 128;

/**
 * The most common leaked passwords (app/.server/auth/common-passwords.txt, made by
 * scripts/generate-common-passwords.ts), read once on first use. It is only read on the server:
 * this module lives under app/.server, which never reaches the browser.
 */
let commonPasswords: Set<string> | undefined;

function isCommon(lower: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(path.resolve("app/.server/auth/common-passwords.txt"), "utf8")
      .split("\n")
      .filter(Boolean),
  );
  return commonPasswords.has(lower);
}

export type PasswordProblem = "too-short" | "too-long" | "common";

/** What is wrong with a password, or null when it is acceptable. */
export function passwordProblem(password: string, context: string[] = []): PasswordProblem | null {
  if (password.length > maxPasswordLength) return "too-long";
  const lower = password.toLowerCase();
  // Before the length rule, so "password1" is called what it is: common.
  if (isCommon(lower)) return "common";
  if (password.length < minPasswordLength) return "too-short";
  if (/^(.)\1+$/.test(password)) return "common";
  if (/^(.{1,6})\1+$/.test(lower)) return "common";
  const words = context
    .flatMap((part) => part.toLowerCase().split(/[^a-z0-9]+/))
    .filter((w) => w.length >= 4);
  const stripped = lower.replace(/[^a-z]/g, "");
  if (words.some((word) => stripped === word || lower.replace(/\d+$/, "") === word))
    return "common";
  return null;
}

export const passwordMessages: Record<PasswordProblem, string> = {
  "too-short": `Use at least ${minPasswordLength} characters.`,
  "too-long": `Use at most ${maxPasswordLength} characters.`,
  common:
    "This password is too common or too easy to guess. Choose a longer, less predictable one.",
};
