/**
 * The CMS's news operations: sanitise, save with the version check, hold a save that asks for
 * publication for a second person's approval while the rule says so (ADR 024), audit.
 */
import type { Kysely } from "kysely";
import type { NewsFormValues } from "~/lib/news-schema";
import { asksForPublication } from "~/lib/news-review";
import { recordAudit } from "../audit";
import type { Administrator } from "../auth/guard";
import type { Database, NewsStatus } from "../db/schema";
import { sanitizeNewsHtml } from "../html";
import { approvalRequired } from "./approval-rule";
import { createNews, deleteNews, updateNews } from "./repository";
import { getNews } from "./queries";
import { openReview } from "./review-state";
import { getRevision } from "./revisions";
import type { NewsInput, NewsItem } from "./types";

export interface Actor {
  admin: Administrator;
  ip: string;
}

/**
 * The repository's input. Machine translations nobody edited are kept only while the English
 * they were made from is unchanged; otherwise they go, and are made again from the new text.
 */
async function toInput(values: NewsFormValues, before?: NewsItem): Promise<NewsInput> {
  const content = await sanitizeNewsHtml(values.content);
  const englishChanged =
    !before ||
    before.title !== values.title ||
    before.excerpt !== values.excerpt ||
    before.content !== content;
  const translations: NewsInput["translations"] = {};
  for (const [locale, text] of Object.entries(values.translations)) {
    if (!text.title) continue;
    if (text.source === "machine" && englishChanged) continue;
    translations[locale as keyof typeof values.translations] = {
      title: text.title,
      excerpt: text.excerpt,
      content: await sanitizeNewsHtml(text.content),
      source: text.source,
    };
  }
  return {
    title: values.title,
    excerpt: values.excerpt,
    content,
    date: values.date,
    slug: values.slug,
    tags: values.tags,
    status: values.status,
    publishAt: values.publishAt,
    unpublishAt: values.unpublishAt,
    imageUrl: values.imageUrl,
    translations,
  };
}

/** An item as a save left it, and whether that save waits for approval instead of publishing. */
export type SavedNews = NewsItem & { awaitingApproval: boolean };

/** Whether a save asking for `status` must wait for a second person. */
async function mustWait(db: Kysely<Database>, status: NewsStatus): Promise<boolean> {
  return asksForPublication(status) && (await approvalRequired(db));
}

/** The audit entry of a save that asks for publication and waits for a decision. */
async function recordSubmission(
  db: Kysely<Database>,
  item: NewsItem,
  requested: Pick<NewsInput, "status" | "publishAt" | "unpublishAt">,
  actor: Actor,
): Promise<void> {
  await recordAudit(db, {
    action: "news-submitted",
    actor: actor.admin.email,
    subject: item.id,
    detail: {
      title: item.title,
      status: requested.status ?? "published",
      publishAt: requested.publishAt ?? null,
      unpublishAt: requested.unpublishAt ?? null,
    },
    ip: actor.ip,
  });
}

/**
 * The audit entry of a change of state made by staff (the publishing clock writes its own):
 * scheduling, or a new time for a scheduled item; going live; being taken down.
 */
export async function recordStateChange(
  db: Kysely<Database>,
  item: NewsItem,
  before: NewsItem | undefined,
  actor: Actor,
): Promise<void> {
  const action =
    item.status === "scheduled" &&
    (before?.status !== "scheduled" || before.publishAt !== item.publishAt)
      ? "news-schedule"
      : item.status === "published" && before?.status !== "published"
        ? "news-publish"
        : item.status === "unpublished" && before?.status === "published"
          ? "news-unpublish"
          : undefined;
  if (!action) return;
  await recordAudit(db, {
    action,
    actor: actor.admin.email,
    subject: item.id,
    detail: {
      title: item.title,
      from: before?.status ?? null,
      publishAt: item.publishAt,
      unpublishAt: item.unpublishAt,
    },
    ip: actor.ip,
  });
}

export async function addNews(
  db: Kysely<Database>,
  values: NewsFormValues,
  actor: Actor,
): Promise<SavedNews> {
  const awaitingApproval = await mustWait(db, values.status);
  const item = await createNews(db, await toInput(values), {
    author: actor.admin.email,
    awaitingApproval,
  });
  await recordAudit(db, {
    action: "news-create",
    actor: actor.admin.email,
    subject: item.id,
    detail: { title: item.title },
    ip: actor.ip,
  });
  if (awaitingApproval) await recordSubmission(db, item, values, actor);
  else await recordStateChange(db, item, undefined, actor);
  return { ...item, awaitingApproval };
}

/** Throws ConflictError when `values.version` is not the stored version. */
export async function editNews(
  db: Kysely<Database>,
  id: string,
  values: NewsFormValues,
  actor: Actor,
): Promise<SavedNews> {
  const before = await getNews(db, id, { status: "all" });
  const awaitingApproval = await mustWait(db, values.status);
  const item = await updateNews(db, id, values.version ?? 0, await toInput(values, before), {
    author: actor.admin.email,
    awaitingApproval,
  });
  await recordAudit(db, {
    action: "news-update",
    actor: actor.admin.email,
    subject: id,
    detail: { title: item.title, version: item.version },
    ip: actor.ip,
  });
  if (awaitingApproval) await recordSubmission(db, { ...item, title: values.title }, values, actor);
  else await recordStateChange(db, item, before, actor);
  return { ...item, awaitingApproval };
}

export async function removeNews(db: Kysely<Database>, id: string, actor: Actor): Promise<void> {
  const item = await getNews(db, id, { status: "all" });
  await deleteNews(db, id);
  await recordAudit(db, {
    action: "news-delete",
    actor: actor.admin.email,
    subject: id,
    detail: { title: item.title },
    ip: actor.ip,
  });
}

/**
 * Brings back what revision `number` said: its text in every language, picture, date and
 * businesses. The item keeps its address and publishing state (the one its open request asks
 * for, when one is open). The restore is a save like any other (a new revision, which names the
 * one it restored), waits for approval as any save asking for publication does, and is audited.
 */
export async function restoreRevision(
  db: Kysely<Database>,
  id: string,
  number: number,
  actor: Actor,
): Promise<SavedNews> {
  const stored = await getNews(db, id, { status: "all" });
  const open = await openReview(db, id);
  const before = open ? { ...stored, ...open.revision.snapshot } : stored;
  const { snapshot } = await getRevision(db, id, number);
  const awaitingApproval = await mustWait(db, before.status);
  const item = await updateNews(
    db,
    id,
    before.version,
    {
      title: snapshot.title,
      excerpt: snapshot.excerpt,
      content: snapshot.content,
      date: snapshot.date,
      imageUrl: snapshot.imageUrl,
      tags: snapshot.tags,
      translations: snapshot.translations,
      slug: before.slug,
      status: before.status,
      publishAt: before.publishAt,
      unpublishAt: before.unpublishAt,
    },
    { author: actor.admin.email, restoredFrom: number, awaitingApproval },
  );
  await recordAudit(db, {
    action: "news-revision-restore",
    actor: actor.admin.email,
    subject: id,
    detail: { title: snapshot.title, revision: number, version: item.version },
    ip: actor.ip,
  });
  if (awaitingApproval)
    await recordSubmission(db, { ...item, title: snapshot.title }, before, actor);
  return { ...item, awaitingApproval };
}
