import { newsletterDeps } from "~/.server/forms/deps";
import { confirmSubscription } from "~/.server/forms/newsletter";
import { useI18n } from "~/i18n/use-i18n";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/newsletter-confirm";

export async function loader({ request, context }: Route.LoaderArgs) {
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

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const title = loaderData.confirmed ? t.newsletter.confirmedTitle : t.newsletter.invalidLinkTitle;
  return (
    <section className="mx-auto max-w-2xl px-5 py-24">
      <title>{`${title} | ${t.meta.siteName}`}</title>
      <h1 className="font-serif text-4xl text-main">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">
        {loaderData.confirmed ? t.newsletter.confirmedText : t.newsletter.invalidLinkText}
      </p>
    </section>
  );
}
