/** What the search page receives for each result: its text already cut into plain and marked parts. */

/** Longer queries are cut to this many characters, and the search page says so. */
export const maxQueryLength = 200;

/** A run of text, `mark` when it is a searched word; shown as text, never as HTML. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  kind: "news" | "person" | "milestone" | "page";
  url: string;
  title: SnippetPart[];
  snippet: SnippetPart[];
}
