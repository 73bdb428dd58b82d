/**
 * What changed between two revisions, for people: a word-level comparison of each title, excerpt
 * and text, language by language, and a before/after of the other fields. Texts are compared as
 * read (markup turned into line breaks), so a diff shows words, not tags; a change of markup alone
 * is reported as such.
 */
import { diffArrays } from "diff";
import { localeTags, type Locale } from "~/i18n/locales";
import type { RevisionSnapshot } from "./revisions";
import type { NewsText } from "./types";

export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

export interface FieldDiff {
  field: keyof NewsText;
  parts: DiffPart[];
  /** The words are the same; only markup (emphasis, links, structure) changed. */
  markupOnly: boolean;
}

export interface LocaleDiff {
  locale: Locale;
  fields: FieldDiff[];
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** An HTML text as it reads: blocks on lines of their own, images by their description. */
export function readableText(html: string): string {
  return html
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, (_, alt: string) => (alt ? ` [${alt}] ` : " "))
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|blockquote|figcaption|caption|table|ul|ol)>/gi, "\n\n")
    .replace(/<\/(li|tr)>/gi, "\n")
    .replace(/<\/t[dh]>/gi, " | ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Words, spaces and punctuation as the language divides them (Chinese has no spaces). */
function tokens(text: string, locale: Locale): string[] {
  const segmenter = new Intl.Segmenter(localeTags[locale], { granularity: "word" });
  return Array.from(segmenter.segment(text), (segment) => segment.segment);
}

/**
 * `before` and `after` as runs of kept, removed and added text. A comparison that would take more
 * than a second (two long, wholly different texts) shows the old text removed and the new added.
 */
export function wordDiff(before: string, after: string, locale: Locale): DiffPart[] {
  const changes = diffArrays(tokens(before, locale), tokens(after, locale), { timeout: 1000 });
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart["kind"], text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  if (!changes) {
    push("removed", before);
    push("added", after);
    return parts;
  }
  for (const change of changes)
    push(change.added ? "added" : change.removed ? "removed" : "same", change.value.join(""));
  return parts;
}

/** Lines of unchanged text kept on each side of a change; longer stretches are shortened. */
const contextLines = 2;

/**
 * A long text's unchanged stretches cut down to the lines around each change, with an ellipsis
 * line where lines were left out, so a one-word correction in a long article is easy to find.
 */
export function collapseUnchanged(parts: DiffPart[]): DiffPart[] {
  return parts.map((part, index) => {
    if (part.kind !== "same") return part;
    const lines = part.text.split("\n");
    // Lines kept after the change before this stretch, and before the change after it.
    const keepBefore = index === 0 ? 0 : contextLines;
    const keepAfter = index === parts.length - 1 ? 0 : contextLines;
    if (lines.length <= keepBefore + keepAfter + 1) return part;
    const kept = [
      ...lines.slice(0, keepBefore + (keepBefore ? 1 : 0)),
      "…",
      ...lines.slice(lines.length - keepAfter - (keepAfter ? 1 : 0)),
    ];
    return { kind: "same", text: kept.join("\n") };
  });
}

function fieldDiff(
  field: keyof NewsText,
  before: string,
  after: string,
  locale: Locale,
): FieldDiff | null {
  if (before === after) return null;
  const html = field === "content";
  const [a, b] = html ? [readableText(before), readableText(after)] : [before, after];
  const parts = wordDiff(a, b, locale);
  return { field, parts: html ? collapseUnchanged(parts) : parts, markupOnly: a === b };
}

const textFields = ["title", "excerpt", "content"] as const;

/** The texts that changed from `before` to `after`, English first, then each translation. */
export function textChanges(before: RevisionSnapshot, after: RevisionSnapshot): LocaleDiff[] {
  const empty: NewsText = { title: "", excerpt: "", content: "" };
  const languages: [Locale, NewsText, NewsText][] = [["en", before, after]];
  for (const locale of ["fr", "pt", "es", "zh"] as const)
    languages.push([
      locale,
      before.translations[locale] ?? empty,
      after.translations[locale] ?? empty,
    ]);
  return languages.flatMap(([locale, a, b]) => {
    const fields = textFields.flatMap(
      (field) => fieldDiff(field, a[field], b[field], locale) ?? [],
    );
    return fields.length ? [{ locale, fields }] : [];
  });
}

/** The settings that are compared as a whole: a before and an after. */
export const settingFields = [
  "date",
  "imageUrl",
  "tags",
  "slug",
  "status",
  "publishAt",
  "unpublishAt",
] as const;

export interface SettingChange {
  field: (typeof settingFields)[number];
  before: RevisionSnapshot[(typeof settingFields)[number]];
  after: RevisionSnapshot[(typeof settingFields)[number]];
}

/** The settings that differ between `before` and `after`. */
export function settingChanges(before: RevisionSnapshot, after: RevisionSnapshot): SettingChange[] {
  return settingFields.flatMap((field) =>
    JSON.stringify(before[field]) === JSON.stringify(after[field])
      ? []
      : [{ field, before: before[field], after: after[field] }],
  );
}
