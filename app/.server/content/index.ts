/**
 * Page content for one language, shaped for the page that shows it. Loaders call these and
 * send only the result, so the other languages and pages stay on the server.
 */
import { contentText, type ContentText } from "~/content/text";
import type { Locale } from "~/i18n/locales";

export function contentFor(locale: Locale): ContentText {
  return contentText[locale];
}
