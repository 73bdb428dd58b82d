import { Link, useSearchParams } from "react-router";
import { db } from "~/.server/db/client";
import { foundOr404 } from "~/.server/http-errors";
import { getNews } from "~/.server/news/queries";
import { listRevisions } from "~/.server/news/revisions";
import { AdminTable } from "~/components/admin/admin-table";
import { adminMessages as m } from "~/i18n/admin-messages";
import { formatLagosTime } from "~/lib/newsroom-time";
import type { Route } from "./+types/news-revisions";

export async function loader({ params }: Route.LoaderArgs) {
  const item = await foundOr404(getNews(db, params.id, { status: "all", locale: "en" }));
  const revisions = await listRevisions(db, item.id);
  return {
    item: { id: item.id, title: item.title },
    revisions: revisions.map((revision) => ({
      ...revision,
      savedText: formatLagosTime(revision.createdAt),
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
          {m.revisions.restored(restored)}
        </p>
      ) : null}
      <AdminTable columns={Object.values(m.revisions.columns)}>
        {revisions.map((revision, index) => (
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
                index === 0 ? m.revisions.current : null,
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
