/**
 * A news text field: the rich-text editor once the page has hydrated (loaded on demand), an HTML
 * textarea before that and without JavaScript, so the form always works.
 */
import { lazy, Suspense } from "react";
import { localeTags } from "~/i18n/locales";
import { useHydrated } from "~/lib/use-hydrated";
import { Field } from "./field";
import type { NewsEditorProps } from "./rich-text/news-editor";

const NewsEditor = lazy(() => import("./rich-text/news-editor"));

export function RichTextField(props: NewsEditorProps) {
  const hydrated = useHydrated();
  const textarea = (
    <Field
      label={props.label}
      name={props.name}
      rows={10}
      defaultValue={props.defaultValue}
      error={props.error}
      hint={props.hint}
      required={props.required}
      lang={localeTags[props.locale]}
    />
  );
  if (!hydrated) return textarea;
  return (
    <Suspense fallback={textarea}>
      <NewsEditor {...props} />
    </Suspense>
  );
}
