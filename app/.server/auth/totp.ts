/**
 * Time-based one-time passwords as authenticator apps make them: HMAC-SHA1 over the number of
 * 30-second steps since 1970, cut to 6 digits. Keys are shown to people in base32, the alphabet
 * every authenticator app accepts.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const stepSeconds = 30;
export const codeDigits = 6;
/** A code from the step before or after the current one is still accepted (clock drift). */
const driftSteps = 1;

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Reads a base32 key as people type it: any case, spaces and padding ignored; null if invalid. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.toUpperCase().replace(/[\s=]/g, "");
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function stepAt(time: Date): number {
  return Math.floor(time.getTime() / 1000 / stepSeconds);
}

export function totpCode(key: Uint8Array, step: number, digits = codeDigits): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** digits).padStart(digits, "0");
}

/**
 * The step whose code `code` is, among the steps around `time` that come after `lastUsedStep`
 * (a code, once used, cannot be used again, nor can an older one); null when none matches.
 */
export function matchingStep(
  key: Uint8Array,
  code: string,
  time: Date,
  lastUsedStep: number | null,
): number | null {
  if (!new RegExp(`^\\d{${codeDigits}}$`).test(code)) return null;
  const now = stepAt(time);
  for (let step = now - driftSteps; step <= now + driftSteps; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (timingSafeEqual(Buffer.from(totpCode(key, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** The address an authenticator app reads from the QR code. */
export function otpauthUri(key: Uint8Array, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: base32Encode(key),
    issuer,
    algorithm: "SHA1",
    digits: String(codeDigits),
    period: String(stepSeconds),
  });
  return `otpauth://totp/${label}?${params}`;
}
