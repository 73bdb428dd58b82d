/** Loading and saving the news form; the route module stays a thin shell around these. */
import { data, redirect } from "react-router";
import type { Administrator } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { ConflictError, NotFoundError, ValidationError } from "~/.server/errors";
import { validatedForm } from "~/.server/forms/validated-form";
import { notFound } from "~/.server/http-errors";
import { addNews, editNews } from "~/.server/news/editing";
import { getNews, getNewsTranslations } from "~/.server/news/queries";
import { adminMessages as m } from "~/i18n/admin-messages";
import { groupTag } from "~/lib/news-tags";
import { utcToLagos } from "~/lib/newsroom-time";
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

export async function loadNewsForm(id: string | undefined) {
  const empty = { title: "", excerpt: "", content: "" };
  if (!id) {
    return {
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
    const item = await getNews(db, id, { status: "all", locale: "en" });
    const stored = await getNewsTranslations(db, id);
    return {
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
        translations: translationValues(stored),
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
  try {
    if (id) await editNews(db, id, checked.data, actor);
    else await addNews(db, checked.data, actor);
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
  return redirect("/admin/dashboard?notice=saved");
}

const noFieldErrors: Record<string, string> = {};

function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list[0] ?? ""]));
}
