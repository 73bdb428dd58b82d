import { useI18n } from "~/i18n/use-i18n";

/** What a news list shows when the news cannot be read: the rest of the page still works. */
export function NewsUnavailable({ className = "" }: { className?: string }) {
  const { t } = useI18n();
  return (
    <p
      role="alert"
      className={`rounded-md border border-danger/30 bg-danger-50 p-4 text-danger ${className}`}
    >
      {t.news.errorPrefix}
      {t.news.unavailable}
    </p>
  );
}
