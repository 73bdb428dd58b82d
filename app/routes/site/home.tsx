import { Link } from "react-router";
import { formSecret } from "~/.server/forms/deps";
import { formStartToken } from "~/.server/forms/spam-guard";
import { publishedNewsPage } from "~/.server/news/public";
import { ContactForm } from "~/components/site/contact-form";
import { NewsCard } from "~/components/site/news-card";
import { ArrowRight } from "~/components/ui/icons";
import { localeFromPath } from "~/i18n/paths";
import { useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/home";

const homeNewsCount = 3;

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { items } = await publishedNewsPage(locale, 1, homeNewsCount);
  return { latest: items, startToken: formStartToken(formSecret) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {});
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  return (
    <>
      <section className="relative overflow-hidden bg-main-900 text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(27,178,75,0.35),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgba(204,153,51,0.28),transparent)]"
        />
        <div className="relative mx-auto max-w-7xl px-5 py-24 lg:px-8 lg:py-32">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-capital">
            {t.meta.siteName}
          </p>
          <h1 className="mt-5 max-w-4xl font-serif text-4xl leading-tight sm:text-5xl lg:text-6xl">
            {t.home.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/80">{t.home.intro}</p>
        </div>
      </section>

      <section aria-labelledby="latest-events" className="bg-paper">
        <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <h2 id="latest-events" className="font-serif text-3xl text-main lg:text-4xl">
              {t.home.latestEvents}
            </h2>
            <Link
              to={href("/news")}
              className="inline-flex h-12 items-center gap-2 rounded-md border border-main px-5 font-semibold text-main transition-colors duration-200 hover:bg-main hover:text-white"
            >
              {t.home.readMoreNews}
              <ArrowRight className="size-4" />
            </Link>
          </div>
          {loaderData.latest.length > 0 ? (
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {loaderData.latest.map((item) => (
                <li key={item.id} className="flex">
                  <NewsCard item={item} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-10 text-muted">{t.news.empty}</p>
          )}
        </div>
      </section>

      <section aria-labelledby="home-contact" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-[0.2em] text-capital-700">
              {t.contactPage.label}
            </p>
            <h2 id="home-contact" className="mt-3 font-serif text-3xl text-main lg:text-4xl">
              {t.contactForm.heading}
            </h2>
            <p className="mt-4 max-w-md leading-relaxed text-muted">{t.contactPage.intro}</p>
          </div>
          <ContactForm startToken={loaderData.startToken} />
        </div>
      </section>
    </>
  );
}
