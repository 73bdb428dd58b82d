/** GET /admin/audit.csv: the audit log, or the part the page's filter shows, for a spreadsheet. */
import { allAudit, recordAudit } from "~/.server/audit";
import { adminContext } from "~/.server/auth/guard";
import { csvDownload } from "~/.server/csv-download";
import { db } from "~/.server/db/client";
import { auditFilterFrom } from "~/lib/audit-filter";
import { toCsv } from "~/lib/csv";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/audit-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = auditFilterFrom(new URL(request.url).searchParams);
  const entries = await allAudit(db, filter);
  await recordAudit(db, {
    action: "audit-export",
    actor: context.get(adminContext).email,
    detail: { rows: entries.length, ...filter },
    ip: context.get(requestInfoContext).ip,
  });
  const csv = toCsv(
    ["at", "actor", "action", "subject", "ip", "detail"],
    entries.map((entry) => [
      entry.at,
      entry.actor,
      entry.action,
      entry.subject,
      entry.ip,
      JSON.stringify(entry.detail),
    ]),
  );
  return csvDownload("audit-log", csv);
}
