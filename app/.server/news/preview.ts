/**
 * Previews of news items before they are public. Staff signed in open any item in any locale; a
 * reviewer without an account gets a link signed with the server's secret that opens one item for
 * 24 hours. Preview pages are never cached or indexed (see the preview route).
 */
import type { Kysely } from "kysely";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { recordAudit } from "../audit";
import { authOptions } from "../auth/auth";
import { db } from "../db/client";
import type { Database } from "../db/schema";
import { signToken, verifyToken } from "../signed-token";
import { withMachineTranslation } from "../translate/machine-translations";
import { translator } from "../translate/translator";
import { getNews } from "./queries";
import { getRevision } from "./revisions";
import type { NewsItem } from "./types";

const purpose = "news-preview";
export const previewLifetimeMs = 24 * 60 * 60 * 1000;

export type PreviewAccess = { id: string; expiresAt: string } | "expired" | null;

/** What a reviewer's token opens: an item until a time, `expired` after it, null when forged. */
export function readPreviewToken(token: string, now = Date.now()): PreviewAccess {
  const payload = verifyToken(authOptions.secret, purpose, token);
  if (!payload || typeof payload.id !== "string" || typeof payload.e !== "number") return null;
  if (payload.e <= now) return "expired";
  return { id: payload.id, expiresAt: new Date(payload.e).toISOString() };
}

/**
 * A reviewer's link to an item, valid for 24 hours from now, as a path (`/news/preview?token=…`,
 * without locale: the reviewer may switch language on the page). Its creation is audited.
 */
export async function createPreviewLink(
  database: Kysely<Database>,
  item: { id: string; title: string },
  actor: { email: string; ip: string | null },
  now = Date.now(),
): Promise<{ path: string; expiresAt: string }> {
  const expires = now + previewLifetimeMs;
  const token = signToken(authOptions.secret, purpose, { id: item.id, e: expires });
  const expiresAt = new Date(expires).toISOString();
  await recordAudit(database, {
    action: "news-preview-link",
    actor: actor.email,
    subject: item.id,
    detail: { title: item.title, expiresAt },
    ip: actor.ip,
  });
  return { path: `/news/preview?token=${token}`, expiresAt };
}

/**
 * The item in whatever state it is, as its public page would show it in `locale`; with `revision`,
 * as that revision had it (its own text in the locale, or the English one).
 */
export async function previewNewsItem(
  id: string,
  locale: Locale,
  revision?: number,
): Promise<NewsItem> {
  const item = await getNews(db, id, { status: "all", locale });
  if (revision === undefined) return withMachineTranslation(db, translator, item, locale);
  const { snapshot } = await getRevision(db, id, revision);
  const text = locale === "en" ? undefined : snapshot.translations[locale];
  return {
    ...item,
    title: text?.title ?? snapshot.title,
    excerpt: text?.excerpt ?? snapshot.excerpt,
    content: text?.content ?? snapshot.content,
    textLocale: text ? locale : defaultLocale,
    imageUrl: snapshot.imageUrl,
    date: snapshot.date,
    tags: snapshot.tags,
  };
}
