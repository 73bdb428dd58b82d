import { isRouteErrorResponse } from "react-router";
import { useI18n } from "~/i18n/use-i18n";
import { NotFound } from "./not-found";

/** What a visitor sees when a page fails: not-found for 404s, otherwise the error page. */
export function ErrorPage({ status, error }: { status: number; error: unknown }) {
  const { t, href } = useI18n();
  if (status === 404) return <NotFound />;
  // Details only while developing; production pages never show a stack.
  const details =
    import.meta.env.DEV && error instanceof Error
      ? error.stack
      : import.meta.env.DEV && isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : undefined;
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start px-5 py-24 lg:py-32">
      <h1 className="font-serif text-4xl text-main lg:text-5xl">{t.error.heading}</h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted">{t.error.text}</p>
      <a
        href={href("/")}
        className="mt-10 inline-flex h-12 items-center rounded-md bg-main px-6 font-semibold text-white hover:bg-main-700"
      >
        {t.error.home}
      </a>
      {details ? (
        <pre className="mt-10 w-full overflow-auto rounded-md bg-paper p-4 text-xs">{details}</pre>
      ) : null}
    </section>
  );
}
