import { Form, Link } from "react-router";
import { adminContext } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { foundOr404 } from "~/.server/http-errors";
import { createPreviewLink } from "~/.server/news/preview";
import { getNews } from "~/.server/news/queries";
import { ReviewerLink } from "~/components/admin/preview-panel";
import { adminMessages as m } from "~/i18n/admin-messages";
import { formatLagosTime } from "~/lib/newsroom-time";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/news-preview-link";

/**
 * A reviewer's signed preview link for one item. The edit page asks for one in the background;
 * without JavaScript its form lands here and this page shows the link.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const item = await foundOr404(getNews(db, params.id, { status: "all" }));
  return { id: item.id, title: item.title };
}

export async function action({ params, context }: Route.ActionArgs) {
  const item = await foundOr404(getNews(db, params.id, { status: "all" }));
  const { origin, ip } = context.get(requestInfoContext);
  const { email } = context.get(adminContext);
  const link = await createPreviewLink(db, item, { email, ip });
  return { url: origin + link.path, validUntil: formatLagosTime(link.expiresAt) };
}

export function meta() {
  return [{ title: `${m.preview.reviewerHeading} | ${m.brand}` }];
}

export default function PreviewLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.preview.reviewerHeading}</h1>
      <p className="mt-2 text-lg text-ink">{loaderData.title}</p>
      <p className="mt-4 max-w-2xl text-sm text-muted">{m.preview.reviewerHint}</p>
      {actionData ? (
        <ReviewerLink link={actionData} />
      ) : (
        <Form method="post" className="mt-4">
          <button
            type="submit"
            className="inline-flex h-11 items-center rounded-md bg-main px-4 text-sm font-semibold text-white hover:bg-main-700"
          >
            {m.preview.create}
          </button>
        </Form>
      )}
      <Link
        to={`/admin/news/edit/${loaderData.id}`}
        className="mt-8 inline-flex h-11 items-center font-semibold text-main hover:underline"
      >
        {m.preview.back}
      </Link>
    </>
  );
}
