/**
 * Pasted HTML from word processors, made ready for the editor's schema (which then drops every
 * style, class, font and span it does not know). Word's list paragraphs become real lists (their
 * typed bullets and numbers removed), its conditional comments go, and headings outside the
 * article's levels are moved to the nearest one (a document title becomes a section heading).
 */
const wordListItem =
  /<p\b[^>]*mso-list:[^>]*>\s*(?:<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>)?([\s\S]*?)<\/p>/gi;

/** Word marks numbered items with "1.", "a)", "iv." and the like, bullets with symbols. */
function isNumbered(marker: string): boolean {
  const text = marker
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;|\s/g, "")
    .trim();
  return /^(\d+|[a-z]|[ivxlc]+)[.)]$/i.test(text);
}

function listsFromWord(html: string): string {
  let result = "";
  let cursor = 0;
  let open: "ul" | "ol" | null = null;
  for (const match of html.matchAll(wordListItem)) {
    const between = html.slice(cursor, match.index);
    if (open && between.trim()) {
      result += `</${open}>`;
      open = null;
    }
    result += between;
    const kind = isNumbered(match[1] ?? "") ? "ol" : "ul";
    if (open !== kind) {
      if (open) result += `</${open}>`;
      result += `<${kind}>`;
      open = kind;
    }
    result += `<li><p>${match[2] ?? ""}</p></li>`;
    cursor = match.index + match[0].length;
  }
  return result + (open ? `</${open}>` : "") + html.slice(cursor);
}

export function cleanPastedHtml(html: string): string {
  return listsFromWord(html)
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
    .replace(/<!\[if[\s\S]*?<!\[endif\]>/gi, "")
    .replace(/<(\/?)h1\b/gi, "<$1h2")
    .replace(/<(\/?)h[56]\b/gi, "<$1h4");
}
