import { Link, useSearchParams } from "react-router";
import { db } from "~/.server/db/client";
import { listAwaiting } from "~/.server/news/review-state";
import { AdminTable } from "~/components/admin/admin-table";
import { adminMessages as m } from "~/i18n/admin-messages";
import { formatLagosTime } from "~/lib/newsroom-time";
import type { Route } from "./+types/approvals";

export async function loader() {
  const items = await listAwaiting(db);
  return {
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      requested: m.review.outcome(
        item.requested.status === "scheduled" ? "scheduled" : "published",
        item.requested.publishAt ? formatLagosTime(item.requested.publishAt) : null,
      ),
      changesPublished: item.status === "published",
      requestedBy: item.requestedBy ?? m.revisions.unknownAuthor,
      requestedAt: item.requestedAt,
      since: formatLagosTime(item.requestedAt),
    })),
  };
}

export function meta() {
  return [{ title: `${m.approvals.title} | ${m.brand}` }];
}

export default function Approvals({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const [params] = useSearchParams();
  const notice = params.get("notice");
  return (
    <>
      <h1 className="font-serif text-3xl text-main">{m.approvals.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.approvals.intro}</p>
      {notice === "approve" || notice === "reject" ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-main/20 bg-main-50 p-3 text-sm text-main"
        >
          {notice === "approve" ? m.review.approved : m.review.sentBack}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-8 text-muted">{m.approvals.empty}</p>
      ) : (
        <AdminTable columns={Object.values(m.approvals.columns)}>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-3">
                <Link
                  to={`/admin/news/${item.id}/review`}
                  className="inline-flex min-h-11 items-center font-semibold text-main hover:underline"
                  aria-label={`${m.approvals.review}: ${item.title}`}
                >
                  {item.title}
                </Link>
              </td>
              <td className="px-4 py-3">
                {item.requested}
                {item.changesPublished ? (
                  <span className="mt-1 block text-xs text-muted">
                    {m.approvals.editOfPublished}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3">{item.requestedBy}</td>
              <td className="whitespace-nowrap px-4 py-3 text-muted">
                <time dateTime={item.requestedAt}>{item.since}</time>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
