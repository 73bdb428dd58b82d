import { Link } from "react-router";
import { useI18n } from "~/i18n/use-i18n";

/** The not-found page body: what happened and the ways on from here. */
export function NotFound() {
  const { t, href } = useI18n();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start px-5 py-24 lg:py-32">
      <p className="font-serif text-7xl text-capital-700" aria-hidden>
        {t.notFound.code}
      </p>
      <h1 className="mt-4 font-serif text-4xl text-main lg:text-5xl">{t.notFound.title}</h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted">{t.notFound.text}</p>
      <ul className="mt-10 flex flex-wrap gap-3">
        <li>
          <Link
            to={href("/")}
            className="inline-flex h-12 items-center rounded-md bg-main px-6 font-semibold text-white hover:bg-main-700"
          >
            {t.notFound.home}
          </Link>
        </li>
        <li>
          <Link
            to={href("/news")}
            className="inline-flex h-12 items-center rounded-md border border-main px-6 font-semibold text-main hover:bg-main-50"
          >
            {t.notFound.news}
          </Link>
        </li>
        <li>
          <Link
            to={href("/contact")}
            className="inline-flex h-12 items-center rounded-md border border-main px-6 font-semibold text-main hover:bg-main-50"
          >
            {t.notFound.contact}
          </Link>
        </li>
      </ul>
    </section>
  );
}
