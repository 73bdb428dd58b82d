/**
 * Encrypts small secrets kept in the database (authenticator keys) with a key derived from the
 * site's signing secret, so a copy of the database alone does not give them away. AES-256-GCM:
 * a changed or foreign value fails to open instead of giving a wrong secret.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

export interface SecretBox {
  seal(plain: Uint8Array): string;
  /** Null when the value was not sealed with this key (another signing secret, or tampering). */
  open(sealed: string): Buffer | null;
}

export function secretBox(signingSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", signingSecret, "", `bgl ${purpose}`, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
      if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]);
      } catch {
        return null;
      }
    },
  };
}
