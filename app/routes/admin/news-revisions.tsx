import { Link, useSearchParams } from "react-router";
import { db } from "~/.server/db/client";
import { foundOr404 } from "~/.server/http-errors";
import { getNews } from "~/.server/news/queries";
import { listDecisions, openReview } from "~/.server/news/review-state";
import { listRevisions } from "~/.server/news/revisions";
import { AdminTable } from "~/components/admin/admin-table";
import { adminMessages as m } from "~/i18n/admin-messages";
import { formatLagosTime } from "~/lib/newsroom-time";
import type { Route } from "./+types/news-revisions";

export async function loader({ params }: Route.LoaderArgs) {
  const item = await foundOr404(getNews(db, params.id, { status: "all", locale: "en" }));
  const revisions = await listRevisions(db, item.id);
  const decisions = await listDecisions(db, item.id);
  const open = await openReview(db, item.id);
  return {
    item: { id: item.id, title: item.title },
    revisions: revisions.map((revision, index) => ({
      ...revision,
      savedText: formatLagosTime(revision.createdAt),
      // The newest revision is the item's own state, unless it is a request still open.
      current: index === 0 && !open,
      awaiting: open?.state === "pending" && open.revision.number === revision.number,
      decisions: decisions
        .filter((decision) => decision.revision === revision.number)
        .map((decision) =>
          decision.decision === "approve"
            ? m.review.approvedBy(decision.decidedBy)
            : m.review.rejectedBy(decision.decidedBy, decision.comment),
        ),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${m.revisions.title(loaderData?.item.title ?? "")} | ${m.brand}` }];
}

export default function NewsRevisions({ loaderData }: Route.ComponentProps) {
  const { item, revisions } = loaderData;
  const [params] = useSearchParams();
  const restored = Number(params.get("restored"));
  const submitted = params.get("submitted") === "1";
  return (
    <>
      <Link
        to={`/admin/news/edit/${item.id}`}
        className="inline-flex h-11 items-center font-semibold text-main hover:underline"
      >
        {m.revisions.back}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-main">{m.revisions.title(item.title)}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.revisions.intro}</p>
      {restored > 0 ? (
        <p
          role="status"
          className="mt-6 rounded-md border border-main/30 bg-main-50 p-4 font-semibold text-main"
        >
          {submitted ? m.revisions.restoredForApproval(restored) : m.revisions.restored(restored)}
        </p>
      ) : null}
      <AdminTable columns={Object.values(m.revisions.columns)}>
        {revisions.map((revision) => (
          <tr key={revision.number}>
            <td className="px-4 py-3">
              <Link
                to={`/admin/news/${item.id}/revisions/${revision.number}`}
                className="inline-flex min-h-11 items-center font-semibold text-main hover:underline"
              >
                {m.revisions.name(revision.number)}
              </Link>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-muted">
              <time dateTime={revision.createdAt}>{revision.savedText}</time>
            </td>
            <td className="px-4 py-3">{revision.author ?? m.revisions.unknownAuthor}</td>
            <td className="px-4 py-3 text-muted">
              {[
                revision.current ? m.revisions.current : null,
                revision.awaiting ? m.review.pending : null,
                ...revision.decisions,
                revision.restoredFrom ? m.revisions.restoredFrom(revision.restoredFrom) : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
