import { newsletterDeps } from "~/.server/forms/deps";
import { unsubscribe } from "~/.server/forms/newsletter";
import { TokenActionPage } from "~/components/site/token-action-page";
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
  const n = t.newsletter;
  if (actionData === undefined)
    return (
      <TokenActionPage
        title={n.unsubscribeTitle}
        text={n.unsubscribeText}
        button={n.unsubscribeButton}
      />
    );
  return actionData.done ? (
    <TokenActionPage title={n.unsubscribedTitle} text={n.unsubscribedText} />
  ) : (
    <TokenActionPage title={n.invalidLinkTitle} text={n.invalidLinkText} />
  );
}
