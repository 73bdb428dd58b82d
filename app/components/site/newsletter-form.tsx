import { useId } from "react";
import { useFetcher } from "react-router";
import { useI18n } from "~/i18n/use-i18n";

export interface NewsletterFormResult {
  ok: boolean;
  message: string;
  email?: string;
}

/**
 * The newsletter sign-up: one e-mail field and a Subscribe button. With JavaScript the answer
 * appears in place; without, the form posts to the newsletter page.
 */
export function NewsletterForm({
  pageResult,
  tone = "dark",
}: {
  pageResult?: NewsletterFormResult;
  tone?: "dark" | "light";
}) {
  const { t, href } = useI18n();
  const fetcher = useFetcher<NewsletterFormResult>();
  const result = fetcher.data ?? pageResult;
  const inputId = useId();
  const statusId = useId();
  const dark = tone === "dark";
  return (
    <fetcher.Form
      method="post"
      action={href("/newsletter")}
      className="flex w-full max-w-md flex-col gap-2"
    >
      <label
        htmlFor={inputId}
        className={`text-sm font-medium ${dark ? "text-white/85" : "text-ink"}`}
      >
        {t.footer.newsletter.emailLabel}
      </label>
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder={t.footer.newsletter.placeholder}
          defaultValue={result && !result.ok ? (result.email ?? "") : ""}
          aria-describedby={statusId}
          aria-invalid={result && !result.ok ? true : undefined}
          className={
            dark
              ? "h-12 min-w-0 rounded-md border border-white/30 sm:flex-1 bg-white/10 px-4 text-white placeholder:text-white/55 focus:border-capital focus:outline-none focus-visible:outline-capital"
              : "h-12 min-w-0 rounded-md border border-line sm:flex-1 bg-white px-4 text-ink focus:border-main"
          }
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="h-12 rounded-md bg-capital px-6 font-semibold text-main-900 transition-colors duration-200 hover:bg-[#d9aa4a] disabled:opacity-70"
        >
          {t.footer.newsletter.subscribe}
        </button>
      </div>
      <p
        id={statusId}
        aria-live="polite"
        className={`min-h-5 text-sm ${result?.ok ? (dark ? "text-white" : "text-main") : dark ? "text-[#ffb4a8]" : "text-danger"}`}
      >
        {result?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}
