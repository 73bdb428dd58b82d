import { Form, useSearchParams } from "react-router";
import { useI18n } from "~/i18n/use-i18n";

interface TokenActionPageProps {
  /** Before the press: what the page asks; after it: what happened. */
  title: string;
  text: string;
  /** The button's label, shown until the form has been sent. */
  button?: string;
}

/**
 * A page reached from a link in an e-mail (confirm a subscription, unsubscribe): it explains and
 * offers one button that posts the link's signed token back, because mail scanners open links
 * and must never act for the reader. After the post it says what happened.
 */
export function TokenActionPage({ title, text, button }: TokenActionPageProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <section className="mx-auto max-w-2xl px-5 py-24">
      <title>{`${title} | ${t.meta.siteName}`}</title>
      <h1 className="font-serif text-4xl text-main">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{text}</p>
      {button ? (
        <Form
          method="post"
          action={`?token=${encodeURIComponent(params.get("token") ?? "")}`}
          className="mt-8"
        >
          <button
            type="submit"
            className="h-12 rounded-md bg-main px-8 font-semibold text-white hover:bg-main-700"
          >
            {button}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
