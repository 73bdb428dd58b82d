import { useState } from "react";
import { useFetcher } from "react-router";
import { adminMessages as m } from "~/i18n/admin-messages";
import { fill } from "~/i18n/format";
import { localeNames, locales } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

/** A reviewer's link as the server made it. */
export interface ReviewerLinkData {
  url: string;
  validUntil: string;
}

/** Where staff preview an item in a language. */
export function previewPath(id: string, locale: (typeof locales)[number]): string {
  return `${localizePath("/news/preview", locale)}?item=${encodeURIComponent(id)}`;
}

/** The edit page's preview box: one link per language and the reviewer link form. */
export function PreviewPanel({ id }: { id: string }) {
  const fetcher = useFetcher<ReviewerLinkData>();
  return (
    <section
      aria-labelledby="preview-heading"
      className="mt-6 rounded-xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id="preview-heading" className="font-serif text-2xl text-main">
        {m.preview.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{m.preview.hint}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={previewPath(id, locale)}
              target="_blank"
              rel="noopener"
              className="inline-flex h-11 items-center rounded-md border border-line px-4 text-sm font-semibold text-ink hover:border-main hover:text-main"
            >
              {fill(m.preview.openIn, { language: localeNames[locale] })}
            </a>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-base font-semibold text-ink">{m.preview.reviewerHeading}</h3>
      <p className="mt-1 text-sm text-muted">{m.preview.reviewerHint}</p>
      <fetcher.Form method="post" action={`/admin/news/${id}/preview-link`} className="mt-3">
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="inline-flex h-11 items-center rounded-md bg-main px-4 text-sm font-semibold text-white hover:bg-main-700 disabled:opacity-70"
        >
          {fetcher.state !== "idle" ? m.preview.creating : m.preview.create}
        </button>
      </fetcher.Form>
      {fetcher.data ? <ReviewerLink link={fetcher.data} /> : null}
    </section>
  );
}

/** A created link, ready to copy (selected on focus for those who copy by keyboard). */
export function ReviewerLink({ link }: { link: ReviewerLinkData }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-4">
      <label htmlFor="reviewer-link" className="block text-sm font-semibold text-ink">
        {m.preview.linkLabel}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id="reviewer-link"
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby="reviewer-link-valid"
          className="h-11 min-w-0 flex-1 rounded-md border border-line bg-paper px-3 font-mono text-sm"
        />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(link.url).then(() => setCopied(true));
          }}
          className="inline-flex h-11 items-center rounded-md border border-line px-4 text-sm font-semibold text-ink hover:border-main"
        >
          {m.preview.copy}
        </button>
      </div>
      <p id="reviewer-link-valid" className="mt-2 text-sm text-muted">
        {fill(m.preview.validUntil, { time: link.validUntil })}
      </p>
      <p role="status" className="text-sm font-semibold text-main">
        {copied ? m.preview.copied : ""}
      </p>
    </div>
  );
}
