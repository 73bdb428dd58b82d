import { newsletterDeps } from "~/.server/forms/deps";
import { confirmSubscription } from "~/.server/forms/newsletter";
import { TokenActionPage } from "~/components/site/token-action-page";
import { useI18n } from "~/i18n/use-i18n";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/newsletter-confirm";

/**
 * GET shows a button and confirms nothing: mail scanners open the links in a message, and an
 * address must only be confirmed by the person who reads it. POST confirms. No sign-in and no
 * Origin check beyond the site's own: the signed token is the authorisation.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return {
    confirmed: await confirmSubscription(
      newsletterDeps(context.get(requestInfoContext).origin),
      token,
    ),
  };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function NewsletterConfirm({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const n = t.newsletter;
  if (actionData === undefined)
    return <TokenActionPage title={n.confirmTitle} text={n.confirmText} button={n.confirmButton} />;
  return actionData.confirmed ? (
    <TokenActionPage title={n.confirmedTitle} text={n.confirmedText} />
  ) : (
    <TokenActionPage title={n.invalidLinkTitle} text={n.invalidLinkText} />
  );
}
