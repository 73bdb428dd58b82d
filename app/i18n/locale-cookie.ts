/** The visitor's chosen language, remembered for a year so unprefixed links open in it. */
import { isLocale, type Locale } from "./locales";

export const localeCookieName = "lang";
const oneYearSeconds = 60 * 60 * 24 * 365;

/** Browser only: remembers the visitor's choice. */
export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${localeCookieName}=${locale}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax${secure}`;
}

/** The remembered locale in a Cookie header, if any. */
export function readLocaleCookie(cookieHeader: string | null): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === localeCookieName && isLocale(value)) return value;
  }
  return undefined;
}
