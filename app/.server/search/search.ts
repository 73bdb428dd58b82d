/**
 * Site search over `search_document` with each engine's own full-text index (see the search
 * migration). The visitor's text never reaches a query language as typed: it is cut into words
 * (letters and digits only), which are then quoted for FTS5, handed to `plainto_tsquery` on
 * PostgreSQL, or matched as LIKE patterns with their wildcards escaped.
 */
import { sql, SqliteAdapter, type Kysely } from "kysely";
import type { Locale } from "~/i18n/locales";
import { maxQueryLength, type SearchHit, type SnippetPart } from "~/lib/search";
import type { Database, SearchKind } from "../db/schema";
import { markEnd, markStart } from "./documents";

const maxTerms = 10;
const maxTermLength = 50;
/** Chinese (and any text the trigram index holds) needs three characters to use the index. */
const trigramLength = 3;
/** The LIKE fallback ranks its matches itself; it looks at no more than this many. */
const likeCandidates = 500;

export interface SearchQuery {
  /** The text as searched: trimmed, spaces collapsed, cut to `maxQueryLength`. */
  text: string;
  /** Its words, lower case, without duplicates. */
  terms: string[];
  /** Whether the visitor's text was longer than `maxQueryLength`. */
  truncated: boolean;
}

/** The visitor's text as words the engines can be given safely. */
export function searchQuery(raw: string | null): SearchQuery {
  const whole = (raw ?? "").normalize("NFKC").replace(/\s+/g, " ").trim();
  const characters = Array.from(whole);
  const truncated = characters.length > maxQueryLength;
  const text = truncated ? characters.slice(0, maxQueryLength).join("").trim() : whole;
  const words = text.toLocaleLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [];
  const terms = [
    ...new Set(words.map((word) => Array.from(word).slice(0, maxTermLength).join(""))),
  ].slice(0, maxTerms);
  return { text, terms, truncated };
}

export interface SearchResults {
  hits: SearchHit[];
  total: number;
}

interface Row {
  kind: SearchKind;
  url: string;
  title: string;
  snippet: string;
}

/** One page of the documents in `locale` that hold every term, best first. */
export async function searchSite(
  db: Kysely<Database>,
  query: { terms: string[]; locale: Locale; page: number; pageSize: number; now?: Date },
): Promise<SearchResults> {
  const { terms, locale, page, pageSize } = query;
  if (terms.length === 0) return { hits: [], total: 0 };
  const now = (query.now ?? new Date()).toISOString();
  const offset = (page - 1) * pageSize;
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  let found: { rows: Row[]; total: number };
  if (locale === "zh") {
    found =
      sqlite && terms.every((term) => Array.from(term).length >= trigramLength)
        ? await sqliteMatch(db, "search_fts_zh", terms, locale, now, pageSize, offset)
        : await likeMatch(db, sqlite, terms, locale, now, pageSize, offset);
  } else {
    found = sqlite
      ? await sqliteMatch(db, "search_fts", terms, locale, now, pageSize, offset)
      : await postgresMatch(db, terms, locale, now, pageSize, offset);
  }
  return {
    total: found.total,
    // ts_headline reads `<…>` as markup and drops it: it is given stand-ins, put back here.
    hits: found.rows.map((row) => ({
      kind: row.kind,
      url: row.url,
      title: highlight(row.title, terms),
      snippet: fromMarkers(row.snippet.replaceAll(lt, "<").replaceAll(gt, ">")),
    })),
  };
}

/** Public now: published and not yet ended (scheduled items wait for their time). */
const findable = (now: string) =>
  sql`(d.published_from is null or d.published_from <= ${now})
      and (d.published_until is null or d.published_until > ${now})`;

/**
 * FTS5: each word a quoted string (any `"` doubled, though words hold none), all required; on the
 * word index a word also matches as the start of a longer one ("bank" finds "banking").
 */
async function sqliteMatch(
  db: Kysely<Database>,
  table: "search_fts" | "search_fts_zh",
  terms: string[],
  locale: Locale,
  now: string,
  limit: number,
  offset: number,
): Promise<{ rows: Row[]; total: number }> {
  const prefix = table === "search_fts" ? "*" : "";
  const match = terms.map((term) => `"${term.replaceAll('"', '""')}"${prefix}`).join(" ");
  const fts = sql.table(table);
  const where = sql`${fts} match ${match} and d.locale = ${locale} and ${findable(now)}`;
  const rows = await sql<Row>`
    select d.kind, d.url, d.title,
      snippet(${fts}, 1, ${markStart}, ${markEnd}, '…', 24) as snippet
    from ${fts} join search_document d on d.id = ${fts}.rowid
    where ${where}
    order by bm25(${fts}, 8.0, 1.0), d.id
    limit ${limit} offset ${offset}`.execute(db);
  const count = await sql<{ total: number }>`
    select count(*) as total from ${fts} join search_document d on d.id = ${fts}.rowid
    where ${where}`.execute(db);
  return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
}

const textSearchConfig: Record<Exclude<Locale, "zh">, string> = {
  en: "english",
  fr: "french",
  pt: "portuguese",
  es: "spanish",
};

/** Stand-ins for `<` and `>` while PostgreSQL cuts a snippet (never in indexed text). */
const lt = "\uE002";
const gt = "\uE003";

const headlineOptions = `StartSel="${markStart}", StopSel="${markEnd}", MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** PostgreSQL: the words through `plainto_tsquery` in the language's configuration, ranked. */
async function postgresMatch(
  db: Kysely<Database>,
  terms: string[],
  locale: Exclude<Locale, "zh">,
  now: string,
  limit: number,
  offset: number,
): Promise<{ rows: Row[]; total: number }> {
  const config = textSearchConfig[locale];
  // Without accents, as the index holds the words.
  const words = terms.join(" ").normalize("NFD").replace(/\p{M}/gu, "");
  const rows = await sql<Row & { total: string | number }>`
    select d.kind, d.url, d.title,
      ts_headline(${config}::regconfig, replace(replace(d.body, '<', ${lt}), '>', ${gt}), q,
        ${headlineOptions}) as snippet,
      count(*) over () as total
    from search_document d, plainto_tsquery(${config}::regconfig, ${words}) q
    where d.locale = ${locale} and d.search_vector @@ q and ${findable(now)}
    order by ts_rank(d.search_vector, q) desc, d.id
    limit ${limit} offset ${offset}`.execute(db);
  const first = rows.rows[0];
  if (first || offset === 0) return { rows: rows.rows, total: Number(first?.total ?? 0) };
  // A page past the last has no rows to carry the count.
  const count = await sql<{ total: string | number }>`
    select count(*) as total
    from search_document d, plainto_tsquery(${config}::regconfig, ${words}) q
    where d.locale = ${locale} and d.search_vector @@ q and ${findable(now)}`.execute(db);
  return { rows: [], total: Number(count.rows[0]?.total ?? 0) };
}

/**
 * Chinese words too short for the trigram index, and Chinese on PostgreSQL: every word as a
 * substring (LIKE, wildcards escaped) of the language's few hundred documents, ranked here: a word
 * in the title counts most, then how often the words occur.
 */
async function likeMatch(
  db: Kysely<Database>,
  sqlite: boolean,
  terms: string[],
  locale: Locale,
  now: string,
  limit: number,
  offset: number,
): Promise<{ rows: Row[]; total: number }> {
  const like = sql.raw(sqlite ? "like" : "ilike");
  const conditions = terms.map(
    (term) =>
      sql`(d.title || ' ' || d.body) ${like} ${`%${term.replace(/[\\%_]/g, "\\$&")}%`} escape '\\'`,
  );
  const rows = await sql<{ kind: SearchKind; url: string; title: string; body: string }>`
    select d.kind, d.url, d.title, d.body from search_document d
    where d.locale = ${locale} and ${findable(now)} and ${sql.join(conditions, sql` and `)}
    order by d.id
    limit ${likeCandidates}`.execute(db);
  const ranked = rows.rows
    .map((row) => ({ row, score: likeScore(row, terms) }))
    .sort((a, b) => b.score - a.score);
  return {
    total: ranked.length,
    rows: ranked.slice(offset, offset + limit).map(({ row }) => ({
      kind: row.kind,
      url: row.url,
      title: row.title,
      snippet: excerptAround(row.body, terms),
    })),
  };
}

function occurrences(text: string, term: string): number {
  return text.toLocaleLowerCase().split(term).length - 1;
}

function likeScore(row: { title: string; body: string }, terms: string[]): number {
  return terms.reduce(
    (score, term) =>
      score +
      10 * Math.min(1, occurrences(row.title, term)) +
      Math.min(5, occurrences(row.body, term)),
    0,
  );
}

function termPattern(terms: string[]): RegExp {
  const alternatives = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(${alternatives.join("|")})`, "giu");
}

/** About 120 characters of `body` around its first match, with the matches between markers. */
function excerptAround(body: string, terms: string[]): string {
  const characters = Array.from(body);
  const first = body.search(termPattern(terms));
  const at = first < 0 ? 0 : Array.from(body.slice(0, first)).length;
  const start = Math.max(0, at - 30);
  const end = Math.min(characters.length, start + 120);
  const window = characters.slice(start, end).join("");
  const marked = window.replace(termPattern(terms), `${markStart}$1${markEnd}`);
  return `${start > 0 ? "…" : ""}${marked}${end < characters.length ? "…" : ""}`;
}

/** A text with its matches between markers, as parts to show (the markers removed). */
function fromMarkers(text: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of text.split(new RegExp(`[${markStart}${markEnd}]`)).entries()) {
    if (piece) parts.push({ text: piece, mark: index % 2 === 1 });
  }
  return parts;
}

/** A title with the searched words marked wherever they occur. */
function highlight(text: string, terms: string[]): SnippetPart[] {
  return fromMarkers(text.replace(termPattern(terms), `${markStart}$1${markEnd}`));
}
