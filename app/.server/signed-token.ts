/** Tamper-proof tokens (HMAC-SHA256) for form timing and newsletter links. */
import { createHmac, timingSafeEqual } from "node:crypto";

export function signToken(
  secret: string,
  purpose: string,
  payload: Record<string, string | number>,
): string {
  const body = Buffer.from(JSON.stringify({ ...payload, p: purpose })).toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

/** The payload when the token is intact and made for `purpose`; otherwise null. */
export function verifyToken(
  secret: string,
  purpose: string,
  token: string | null | undefined,
): Record<string, string | number> | null {
  if (!token) return null;
  const [body, signature] = token.split(".");
  if (!body || !signature) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<
      string,
      string | number
    >;
    if (payload.p !== purpose) return null;
    return payload;
  } catch {
    return null;
  }
}

function mac(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("base64url");
}
