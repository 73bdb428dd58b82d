import { useId } from "react";
import { useI18n } from "~/i18n/use-i18n";

/** The footer's newsletter sign-up: one e-mail field and a Subscribe button. */
export function NewsletterForm() {
  const { t, href } = useI18n();
  const inputId = useId();
  return (
    <form
      method="post"
      action={href("/newsletter")}
      className="flex w-full max-w-md flex-col gap-2"
    >
      <label htmlFor={inputId} className="text-sm font-medium text-white/85">
        {t.footer.newsletter.emailLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t.footer.newsletter.placeholder}
          className="h-12 min-w-0 flex-1 rounded-md border border-white/30 bg-white/10 px-4 text-white placeholder:text-white/55 focus:border-capital focus:outline-none focus-visible:outline-capital"
        />
        <button
          type="submit"
          className="h-12 rounded-md bg-capital px-6 font-semibold text-main-900 transition-colors duration-200 hover:bg-[#d9aa4a]"
        >
          {t.footer.newsletter.subscribe}
        </button>
      </div>
    </form>
  );
}
