import type { NewsCardData } from "~/lib/news-card";
import { useI18n } from "~/i18n/use-i18n";
import { NewsCard } from "./news-card";
import { NewsUnavailable } from "./news-unavailable";

/** The three newest items of a page's news section; `null` when the news could not be read. */
export function LatestNews({ items }: { items: NewsCardData[] | null }) {
  const { t } = useI18n();
  if (!items) return <NewsUnavailable className="mt-10" />;
  if (items.length === 0) return <p className="mt-10 text-muted">{t.news.empty}</p>;
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="flex">
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  );
}
