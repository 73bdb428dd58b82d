/**
 * Reads the original site's `news` collection as its export tools write it: the shapes of the
 * file, the timestamps, the fields of a document. Pure: no database, files or network.
 */
import { utcToLagos } from "~/lib/newsroom-time";

/** The file as a whole is not an export this importer understands; nothing is imported. */
export class ExportFormatError extends Error {
  override name = "ExportFormatError";
}

/** One document as it stands in the export, before its fields are checked. */
export interface SourceDocument {
  id: string;
  fields: Record<string, unknown>;
  /** Why it cannot be imported whatever its fields say (an array entry without an id). */
  problem?: string;
}

/** A document whose fields were checked: what the importer writes. */
export interface OriginalNews {
  id: string;
  title: string;
  excerpt: string;
  /** HTML as the original stored it; sanitised by the importer. */
  content: string;
  imageUrl: string | null;
  /** The item's calendar date, `YYYY-MM-DD`, in Lagos time. */
  date: string;
  /** When it went live on the original site: its date, else when it was created. */
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type CheckedDocument =
  { ok: true; news: OriginalNews } | { ok: false; id: string; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The documents of an export: an array of documents (each with its `id`), an object keyed by
 * document id, or `{"__collections__": {"news": {id: {…}}}}`. Throws ExportFormatError otherwise.
 */
export function readExport(text: string): SourceDocument[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ExportFormatError(
      `The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (Array.isArray(data)) {
    return data.map((entry, index) => {
      const id = isRecord(entry) ? (entry.id ?? entry._id) : undefined;
      if (typeof id === "string" || typeof id === "number")
        return { id: String(id), fields: entry as Record<string, unknown> };
      // Reported with the others rather than refusing the whole file.
      return {
        id: `entry ${index + 1}`,
        fields: {},
        problem: isRecord(entry) ? "it has no id" : "it is not a document",
      };
    });
  }
  if (!isRecord(data))
    throw new ExportFormatError("The file holds neither an array nor an object of documents.");
  if ("__collections__" in data) {
    const collections = data.__collections__;
    if (!isRecord(collections) || !isRecord(collections.news))
      throw new ExportFormatError('The export has no "news" collection in "__collections__".');
    return keyed(collections.news);
  }
  return keyed(data);
}

function keyed(data: Record<string, unknown>): SourceDocument[] {
  const entries = Object.entries(data);
  if (entries.length > 0 && !entries.some(([, value]) => isRecord(value) && "title" in value))
    throw new ExportFormatError(
      "The object is not keyed by document id: none of its values is a news document.",
    );
  return entries.map(([id, value]) => {
    if (!isRecord(value)) throw new ExportFormatError(`Document ${id} is not an object.`);
    return { id, fields: value };
  });
}

/**
 * An instant from the forms exports use: an ISO string, `{_seconds,_nanoseconds}`,
 * `{seconds,nanoseconds}`, or `{"__datatype__": "timestamp", "value": …}` around one of them.
 * Undefined when absent; throws when present but not a time.
 */
export function parseTimestamp(value: unknown): Date | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (isRecord(value) && value.__datatype__ === "timestamp") return parseTimestamp(value.value);
  let ms = Number.NaN;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value.trim())) {
    ms = Date.parse(value.trim());
  } else if (isRecord(value)) {
    const seconds = value._seconds ?? value.seconds;
    const nanos = value._nanoseconds ?? value.nanoseconds ?? 0;
    if (typeof seconds === "number" && typeof nanos === "number")
      ms = seconds * 1000 + Math.floor(nanos / 1e6);
  }
  if (!Number.isFinite(ms)) throw new Error(`not a time: ${JSON.stringify(value)}`);
  return new Date(ms);
}

/** Text of an HTML fragment, for an excerpt the original did not have. */
function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function excerptOf(text: string): string {
  if (text.length <= 280) return text;
  return `${text.slice(0, 279).replace(/\s+\S*$/, "")}…`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** Checks a document's fields; a document that cannot become a news item says why. */
export function checkDocument({ id, fields, problem }: SourceDocument): CheckedDocument {
  if (problem) return { ok: false, id, reason: problem };
  const title = text(fields.title);
  if (!title) return { ok: false, id, reason: "it has no title" };
  let content = text(fields.content);
  let excerpt = text(fields.excerpt);
  if (!content && !excerpt) return { ok: false, id, reason: "it has neither content nor excerpt" };
  if (!excerpt) excerpt = excerptOf(plainText(content));
  if (!content) content = `<p>${escapeHtml(excerpt)}</p>`;

  const times: Partial<Record<"date" | "createdAt" | "updatedAt", Date>> = {};
  for (const field of ["date", "createdAt", "updatedAt"] as const) {
    try {
      times[field] = parseTimestamp(fields[field]);
    } catch {
      return {
        ok: false,
        id,
        reason: `its ${field} is not a date (${JSON.stringify(fields[field])})`,
      };
    }
  }
  const publishedAt = times.date ?? times.createdAt;
  if (!publishedAt) return { ok: false, id, reason: "it has neither date nor createdAt" };
  const createdAt = times.createdAt ?? publishedAt;
  const updatedAt = times.updatedAt ?? createdAt;
  // A bare calendar date is that day; an instant is the day it was in Lagos.
  const date =
    typeof fields.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(fields.date.trim())
      ? fields.date.trim()
      : utcToLagos(publishedAt.toISOString()).slice(0, 10);
  const imageUrl = text(fields.imageUrl) || null;
  return {
    ok: true,
    news: { id, title, excerpt, content, imageUrl, date, publishedAt, createdAt, updatedAt },
  };
}

/**
 * The storage path of an image URL (`news/1700000000000_photo.jpg`): the URL-decoded part after
 * `/o/` of a storage download URL, or the path of a `gs://bucket/…` URL. Undefined for other URLs
 * and for paths that would leave the images directory.
 */
export function storagePathOf(imageUrl: string): string | undefined {
  let encoded: string | undefined;
  try {
    const url = new URL(imageUrl);
    if (url.protocol === "gs:") encoded = url.pathname.replace(/^\/+/, "");
    else encoded = /\/o\/([^/]+)$/.exec(url.pathname)?.[1];
  } catch {
    return undefined;
  }
  if (!encoded) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  const parts = path.split("/");
  if (parts.some((part) => part === "" || part === "." || part === "..") || path.includes("\\"))
    return undefined;
  return path;
}
