import { handleContact } from "~/.server/forms/contact-action";
import { ContactForm } from "~/components/site/islands";
import { OfficeTabs } from "~/components/site/office-tabs";
import { PageBanner } from "~/components/site/page-banner";
import { localeFromPath } from "~/i18n/paths";
import { metaRootData, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/page-meta";
import { requestInfoContext } from "~/lib/request-context";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import type { Route } from "./+types/contact";

/** The same for every visitor: the page cache keeps it. */
export const handle = { sharedPage: { query: [] } } satisfies SharedPageHandle;

export async function action({ request, context }: Route.ActionArgs) {
  return handleContact(
    request,
    localeFromPath(new URL(request.url).pathname),
    context.get(requestInfoContext),
  );
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaRootData(args.matches);
  return pageMeta(args, {
    title: t.contactPage.title,
    description: t.contactPage.intro,
    trail: [],
  });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageBanner
        label={t.contactPage.label}
        heading={t.contactPage.title}
        text={t.contactPage.intro}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:px-8">
        <OfficeTabs />
        <section id="contact-form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="font-serif text-3xl text-main">
            {t.contactForm.heading}
          </h2>
          <div className="mt-8">
            <ContactForm pageResult={actionData} />
          </div>
        </section>
      </div>
    </>
  );
}
