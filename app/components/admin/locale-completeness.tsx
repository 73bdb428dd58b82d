import { locales, type Locale } from "~/i18n/locales";

/**
 * Which languages a record is written in, e.g. "en fr · pt es zh missing", for admin lists of
 * translated records. `label` gives screen readers the same in words.
 */
export function LocaleCompleteness({
  written,
  missingWord,
  label,
}: {
  written: readonly Locale[];
  missingWord: string;
  label: (done: string, missing: string) => string;
}) {
  const done = locales.filter((locale) => written.includes(locale));
  const missing = locales.filter((locale) => !written.includes(locale));
  return (
    <span className="whitespace-nowrap">
      <span className="sr-only">{label(done.join(", "), missing.join(", "))}</span>
      <span aria-hidden>
        <span className="font-semibold text-ink">{done.join(" ")}</span>
        {missing.length ? (
          <span className="text-muted">
            {" · "}
            {missing.join(" ")} {missingWord}
          </span>
        ) : null}
      </span>
    </span>
  );
}
