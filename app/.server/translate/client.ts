/**
 * Machine translation over a Google-style v2 protocol: GET with source, target, key, q and
 * format=text; the answer is read at data.translations[0].translatedText. Any failure gives
 * null, so the caller keeps the English text.
 */
import { log } from "../log";
export interface Translator {
  translate: (text: string, target: string) => Promise<string | null>;
}

export interface TranslatorOptions {
  url: string;
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createTranslator({
  url,
  key,
  timeoutMs = 8000,
  fetch: fetcher = fetch,
}: TranslatorOptions): Translator {
  return {
    async translate(text, target) {
      if (!text.trim()) return text;
      const request = new URL(url);
      request.searchParams.set("source", "en");
      request.searchParams.set("target", target);
      request.searchParams.set("key", key);
      request.searchParams.set("q", text);
      request.searchParams.set("format", "text");
      try {
        const response = await fetcher(request, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as {
          data?: { translations?: { translatedText?: unknown }[] };
        };
        const translated = body.data?.translations?.[0]?.translatedText;
        if (typeof translated !== "string" || !translated.trim())
          throw new Error("no translatedText");
        return translated;
      } catch (error) {
        // The key stays out of the log: only the error's message is kept.
        log.warn(
          { target, reason: error instanceof Error ? error.message : "unknown error" },
          "machine translation failed",
        );
        return null;
      }
    },
  };
}
