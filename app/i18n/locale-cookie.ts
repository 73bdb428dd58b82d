/** The visitor's chosen language, remembered for a year so unprefixed links open in it. */
import { defaultLocale, locales, type Locale } from "./locales";

export const localeCookieName = "lang";
const oneYearSeconds = 60 * 60 * 24 * 365;

/** Browser only: remembers the visitor's choice. */
export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${localeCookieName}=${locale}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax${secure}`;
}

const otherLocales = locales.filter((locale) => locale !== defaultLocale).join("|");

/**
 * An inline script for unprefixed (English) pages: a visitor who chose another language is taken
 * to it before anything is painted. Done in the browser rather than by a server redirect, so every
 * URL has one response for every visitor, which caches and crawlers can keep. It runs only when the
 * document loads, never on navigation inside the app.
 */
export const localeRedirectScript =
  `(function(){var m=document.cookie.match(/(?:^|;\\s*)${localeCookieName}=(${otherLocales})(?:;|$)/);` +
  `if(m){var p=location.pathname;location.replace("/"+m[1]+(p==="/"?"":p)+location.search+location.hash)}})()`;
