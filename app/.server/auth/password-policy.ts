/** Administrator passwords: at least 12 characters and not a common or patterned password. */
export const minPasswordLength = 12;
export const maxPasswordLength = 128;

/** Passwords of 12 characters or more that appear near the top of leaked-password lists. */
const commonPasswords = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456123456",
  "123123123123",
  "111111111111",
  "000000000000",
  "121212121212",
  "987654321098",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwerty123456",
  "qwertyqwerty",
  "asdfghjkl123",
  "zxcvbnm12345",
  "qazwsxedcrfv",
  "password1234",
  "password12345",
  "password123!",
  "passwordpassword",
  "p@ssword1234",
  "p@ssw0rd1234",
  "passw0rd1234",
  "iloveyou1234",
  "iloveyou12345",
  "administrator",
  "administrator1",
  "admin1234567",
  "adminadmin12",
  "welcome12345",
  "welcome123456",
  "letmein12345",
  "changeme1234",
  "sunshine1234",
  "football1234",
  "baseball1234",
  "princess1234",
  "superman1234",
  "monkey123456",
  "dragon123456",
  "master123456",
  "trustno11234",
  "abc123456789",
  "abcdefghijkl",
  "abcd12345678",
  "aaaaaaaaaaaa",
  "computer1234",
  "internet1234",
  "starwars1234",
  "whatever1234",
  "nigeria12345",
  "nigeria123456",
  "lagos1234567",
  "naija1234567",
  "jesus1234567",
  "godisgood123",
  "blessing1234",
  "mypassword123",
  "mypassword12",
  "secret123456",
  "letmein123456",
  "qwerty1234567",
  "1234qwerasdf",
]);

export type PasswordProblem = "too-short" | "too-long" | "common";

/** What is wrong with a password, or null when it is acceptable. */
export function passwordProblem(password: string, context: string[] = []): PasswordProblem | null {
  if (password.length < minPasswordLength) return "too-short";
  if (password.length > maxPasswordLength) return "too-long";
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return "common";
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
