import { Form, useSearchParams } from "react-router";
import { newsletterDeps } from "~/.server/forms/deps";
import { unsubscribe } from "~/.server/forms/newsletter";
import { useI18n } from "~/i18n/use-i18n";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * GET shows a button (mail scanners follow links; they must not unsubscribe anyone); POST
 * unsubscribes, which is also what a mail client's one-click unsubscribe (RFC 8058) sends.
 * No sign-in and no Origin check: the signed token is the authorisation.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { done: await unsubscribe(newsletterDeps(context.get(requestInfoContext).origin), token) };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function NewsletterUnsubscribe({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const title =
    actionData === undefined
      ? t.newsletter.unsubscribeTitle
      : actionData.done
        ? t.newsletter.unsubscribedTitle
        : t.newsletter.invalidLinkTitle;
  return (
    <section className="mx-auto max-w-2xl px-5 py-24">
      <title>{`${title} | ${t.meta.siteName}`}</title>
      <h1 className="font-serif text-4xl text-main">{title}</h1>
      {actionData === undefined ? (
        <>
          <p className="mt-4 text-lg leading-relaxed text-muted">{t.newsletter.unsubscribeText}</p>
          <Form
            method="post"
            action={`?token=${encodeURIComponent(params.get("token") ?? "")}`}
            className="mt-8"
          >
            <button
              type="submit"
              className="h-12 rounded-md bg-main px-8 font-semibold text-white hover:bg-main-700"
            >
              {t.newsletter.unsubscribeButton}
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-lg leading-relaxed text-muted">
          {actionData.done ? t.newsletter.unsubscribedText : t.newsletter.invalidLinkText}
        </p>
      )}
    </section>
  );
}
