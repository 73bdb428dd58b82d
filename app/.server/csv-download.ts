/** A CSV file the browser saves: UTF-8 with a byte-order mark so spreadsheets read accents right. */
export function csvDownload(name: string, csv: string): Response {
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
