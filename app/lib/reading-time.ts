/** Word count and reading time of an HTML text, for Latin and Chinese scripts alike. */
const latinWordsPerMinute = 200;
const cjkCharactersPerMinute = 400;
const cjk = /[\u3400-\u9fff\uf900-\ufaff]/g;

export interface ReadingStats {
  words: number;
  minutes: number;
}

export function readingStats(html: string): ReadingStats {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
  const cjkCount = text.match(cjk)?.length ?? 0;
  const latinWords = text
    .replace(cjk, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const minutes = latinWords / latinWordsPerMinute + cjkCount / cjkCharactersPerMinute;
  return { words: latinWords + cjkCount, minutes: Math.max(1, Math.round(minutes)) };
}
