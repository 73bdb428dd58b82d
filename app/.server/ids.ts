import { randomBytes } from "node:crypto";

const alphabet = "0123456789abcdefghijkmnpqrstuvwxyz";

/** A random, URL-safe identifier (16 characters, about 80 bits). */
export function newId(): string {
  const bytes = randomBytes(16);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}
