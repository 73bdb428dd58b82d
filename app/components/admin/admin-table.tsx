import { Link, useSearchParams } from "react-router";
import { adminMessages as m } from "~/i18n/admin-messages";

/** The admin lists' table: column headers and rows, scrolling sideways on narrow screens. */
export function AdminTable({
  columns,
  children,
}: {
  columns: string[];
  children: React.ReactNode;
}) {
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line bg-main-50/60 text-ink">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-4 py-3 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/** Previous and next links with "Page n of m", for the admin lists. */
export function AdminPagination({
  label,
  page,
  pageCount,
}: {
  label: string;
  page: number;
  pageCount: number;
}) {
  // Other parameters (a status filter) stay as they are from page to page.
  const [params] = useSearchParams();
  const pageLink = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return `?${next.toString()}`;
  };
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link
          className="inline-flex h-11 items-center font-semibold text-main"
          to={pageLink(page - 1)}
        >
          {m.dashboard.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">{m.dashboard.page(page, pageCount)}</span>
      {page < pageCount ? (
        <Link
          className="inline-flex h-11 items-center font-semibold text-main"
          to={pageLink(page + 1)}
        >
          {m.dashboard.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
