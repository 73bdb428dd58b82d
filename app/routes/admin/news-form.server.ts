/** Loading and saving the news form; the route module stays a thin shell around these. */
import { data, redirect } from "react-router";
import type { Administrator } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { ConflictError, NotFoundError, ValidationError } from "~/.server/errors";
import { validatedForm } from "~/.server/forms/validated-form";
import { notFound } from "~/.server/http-errors";
import { addNews, editNews } from "~/.server/news/editing";
import { approvalRequired } from "~/.server/news/approval-rule";
import { getNews, getNewsTranslations } from "~/.server/news/queries";
import { openReview, type OpenReview } from "~/.server/news/review-state";
import { decisionRefusal } from "~/lib/news-review";
import { adminMessages as m } from "~/i18n/admin-messages";
import { groupTag } from "~/lib/news-tags";
import { formatLagosTime, utcToLagos } from "~/lib/newsroom-time";
import {
  newsFormSchema,
  readNewsForm,
  translatedLocales,
  type NewsStatusValue,
  type TranslatedLocaleKey,
} from "~/lib/news-schema";
import { log } from "~/.server/log";

/** Title, excerpt and content in six languages at their longest, URL-encoded. */
const newsFormBodyLimit = 8 * 1024 * 1024;

function today(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(new Date());
}

interface TranslationValues {
  title: string;
  excerpt: string;
  content: string;
  source: "human" | "machine";
}

function translationValues(
  stored: Partial<Record<TranslatedLocaleKey, Partial<TranslationValues>>>,
): Record<TranslatedLocaleKey, TranslationValues> {
  const empty: TranslationValues = { title: "", excerpt: "", content: "", source: "human" };
  return Object.fromEntries(
    translatedLocales.map((l) => [l, { ...empty, ...stored[l] }]),
  ) as Record<TranslatedLocaleKey, TranslationValues>;
}

/** What the edit page says of the item's open request: who asked for what, or why it came back. */
function reviewNotice(open: OpenReview | null, admin: Administrator) {
  if (!open) return null;
  const { revision, rejection } = open;
  const who = revision.author ?? m.revisions.unknownAuthor;
  return {
    state: open.state,
    revision: revision.number,
    text: rejection
      ? m.review.rejectedText(rejection.decidedBy, formatLagosTime(rejection.decidedAt))
      : m.review.pendingText(
          who,
          formatLagosTime(revision.createdAt),
          m.review.outcome(
            revision.snapshot.status === "scheduled" ? "scheduled" : "published",
            revision.snapshot.publishAt ? formatLagosTime(revision.snapshot.publishAt) : null,
          ),
        ),
    comment: rejection?.comment ?? null,
    mayDecide: open.state === "pending" && decisionRefusal(admin, revision.author) === null,
  };
}

export async function loadNewsForm(id: string | undefined, admin: Administrator) {
  const empty = { title: "", excerpt: "", content: "" };
  const approval = await approvalRequired(db);
  if (!id) {
    return {
      approval,
      review: null,
      item: null,
      values: {
        ...empty,
        date: today(),
        slug: "",
        tags: [groupTag],
        status: "published" as NewsStatusValue,
        publishAt: "",
        unpublishAt: "",
        imageUrl: null,
        version: 0,
        translations: translationValues({}),
      },
    };
  }
  try {
    const stored = await getNews(db, id, { status: "all", locale: "en" });
    const open = await openReview(db, id);
    // While a request is open, the form goes on from what it asked for, not from the public text.
    const item = open ? { ...stored, ...open.revision.snapshot } : stored;
    const translations = open
      ? open.revision.snapshot.translations
      : await getNewsTranslations(db, id);
    return {
      approval,
      review: reviewNotice(open, admin),
      item: { id: item.id, title: item.title },
      values: {
        title: item.title,
        excerpt: item.excerpt,
        content: item.content,
        date: item.date,
        slug: item.slug,
        tags: item.tags,
        status: item.status,
        publishAt: item.publishAt ? utcToLagos(item.publishAt) : "",
        unpublishAt: item.unpublishAt ? utcToLagos(item.unpublishAt) : "",
        imageUrl: item.imageUrl,
        version: item.version,
        translations: translationValues(translations),
      },
    };
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

export async function saveNewsForm(
  request: Request,
  id: string | undefined,
  actor: { admin: Administrator; ip: string },
) {
  const checked = await validatedForm(request, newsFormSchema, readNewsForm, newsFormBodyLimit);
  if (!checked.ok) {
    return data(
      { formError: m.form.fixErrors, fieldErrors: checked.fieldErrors, conflict: false },
      { status: 400 },
    );
  }
  let saved;
  try {
    saved = id
      ? await editNews(db, id, checked.data, actor)
      : await addNews(db, checked.data, actor);
  } catch (error) {
    if (error instanceof ConflictError) {
      return data(
        { formError: m.form.conflict, fieldErrors: noFieldErrors, conflict: true },
        { status: 409 },
      );
    }
    if (error instanceof NotFoundError) notFound();
    if (error instanceof ValidationError) {
      return data(
        {
          formError: m.form.fixErrors,
          fieldErrors: firstMessages(error.fieldErrors),
          conflict: false,
        },
        { status: 400 },
      );
    }
    log.error({ err: error }, "admin: saving news failed");
    return data(
      { formError: m.form.error, fieldErrors: noFieldErrors, conflict: false },
      { status: 500 },
    );
  }
  return redirect(`/admin/dashboard?notice=${saved.awaitingApproval ? "submitted" : "saved"}`);
}

const noFieldErrors: Record<string, string> = {};

function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list[0] ?? ""]));
}
