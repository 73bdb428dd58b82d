import { handleNewsletter } from "~/.server/forms/newsletter-action";
import { NewsletterForm } from "~/components/site/newsletter-form";
import { localeFromPath } from "~/i18n/paths";
import { metaRootData, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/page-meta";
import { requestInfoContext } from "~/lib/request-context";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import type { Route } from "./+types/newsletter";

/** The same for every visitor: the page cache keeps it. */
export const handle = { sharedPage: { query: [] } } satisfies SharedPageHandle;

export async function action({ request, context }: Route.ActionArgs) {
  return handleNewsletter(
    request,
    localeFromPath(new URL(request.url).pathname),
    context.get(requestInfoContext),
  );
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaRootData(args.matches);
  return pageMeta(args, {
    title: t.newsletter.pageTitle,
    description: t.newsletter.pageIntro,
    trail: [],
  });
}

/** The newsletter page: where the footer form lands without JavaScript, and a sign-up of its own. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-2xl px-5 py-20">
      <h1 className="font-serif text-4xl text-main">{t.newsletter.pageTitle}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{t.newsletter.pageIntro}</p>
      <div className="mt-8">
        <NewsletterForm pageResult={actionData} tone="light" />
      </div>
      <p className="mt-2 text-sm text-muted">{t.newsletter.consent}</p>
    </section>
  );
}
