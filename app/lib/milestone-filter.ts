/**
 * The track record's filter: which business (from the dropdown, the query string or the
 * URL hash) and which words. The same rules run on the server (the GET form without
 * JavaScript) and in the browser (filtering as one types), so a shared URL shows what its
 * sender saw.
 */
import {
  trackRecordBusinesses,
  type MilestoneCategory,
  type TrackRecordFilter,
} from "~/content/businesses";

export type BusinessFilter = "all" | TrackRecordFilter;

/** The dropdown's values; they are also the URL hashes that select them. */
export const businessFilters: readonly BusinessFilter[] = [
  "all",
  ...trackRecordBusinesses.map((business) => business.trackRecord.filter),
];

const categoryOf = Object.fromEntries(
  trackRecordBusinesses.map(({ trackRecord }) => [trackRecord.filter, trackRecord.category]),
) as Record<TrackRecordFilter, MilestoneCategory>;

export interface MilestoneQuery {
  business: BusinessFilter;
  q: string;
}

export function parseBusinessFilter(value: string | null | undefined): BusinessFilter | null {
  const clean = (value ?? "").replace(/^#/, "");
  return (businessFilters as readonly string[]).includes(clean) ? (clean as BusinessFilter) : null;
}

/** The query a URL asks for: `?business=…&q=…`, else its hash, else everything. */
export function queryFromUrl(search: string, hash = ""): MilestoneQuery {
  const params = new URLSearchParams(search);
  const business =
    parseBusinessFilter(params.get("business")) ?? parseBusinessFilter(hash) ?? "all";
  return { business, q: (params.get("q") ?? "").slice(0, 100) };
}

/** The query string for a filter, without empty or default values. */
export function searchForQuery({ business, q }: MilestoneQuery): string {
  const params = new URLSearchParams();
  if (business !== "all") params.set("business", business);
  if (q.trim()) params.set("q", q.trim());
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Lower case without accents, so "Énergie" matches "energie" and "ÉNERGIE". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

export interface Searchable {
  category: MilestoneCategory;
  heading: string;
  text: string;
  role?: string;
}

export function filterMilestones<T extends Searchable>(
  items: readonly T[],
  query: MilestoneQuery,
): T[] {
  const words = fold(query.q).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (query.business !== "all" && item.category !== categoryOf[query.business]) return false;
    const haystack = fold(`${item.heading} ${item.text} ${item.role ?? ""}`);
    return words.every((word) => haystack.includes(word));
  });
}
