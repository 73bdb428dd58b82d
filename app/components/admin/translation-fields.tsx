import { useState } from "react";
import { adminMessages as m } from "~/i18n/admin-messages";
import { localeNames, localeTags } from "~/i18n/locales";
import type { TranslatedLocaleKey } from "~/lib/news-schema";
import { Field } from "./field";
import { RichTextField } from "./rich-text-field";

interface TranslationFieldsProps {
  locale: TranslatedLocaleKey;
  text: { title: string; excerpt: string; content: string; source: "human" | "machine" };
  errors: Record<string, string | undefined>;
}

/** One language's title, excerpt and content; a machine translation stays marked until edited. */
export function TranslationFields({ locale, text, errors }: TranslationFieldsProps) {
  const [source, setSource] = useState(text.source);
  const name = (field: string) => `translations.${locale}.${field}`;
  const hasError = Object.keys(errors).some(
    (key) => key.startsWith(`translations.${locale}.`) && errors[key],
  );
  return (
    <details open={hasError || undefined} className="py-3" onInput={() => setSource("human")}>
      <summary className="cursor-pointer py-2 font-semibold text-ink">
        <span lang={localeTags[locale]}>{localeNames[locale]}</span>
        {text.title ? (
          <span className="ml-2 text-sm font-normal text-muted">
            {source === "machine" ? m.form.machineTranslated : m.form.translated}
          </span>
        ) : null}
      </summary>
      <input type="hidden" name={name("source")} value={source} />
      {source === "machine" ? (
        <p className="rounded-md bg-capital/15 p-3 text-sm text-ink">{m.form.machineHint}</p>
      ) : null}
      <div className="grid gap-5 pt-3">
        <Field
          label={m.form.title}
          name={name("title")}
          defaultValue={text.title}
          error={errors[name("title")]}
          lang={localeTags[locale]}
        />
        <Field
          label={m.form.excerpt}
          name={name("excerpt")}
          rows={3}
          defaultValue={text.excerpt}
          error={errors[name("excerpt")]}
          lang={localeTags[locale]}
        />
        <RichTextField
          label={m.form.content}
          name={name("content")}
          locale={locale}
          defaultValue={text.content}
          error={errors[name("content")]}
        />
      </div>
    </details>
  );
}
