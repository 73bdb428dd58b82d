/** GET /admin/subscribers.csv: every subscriber, safe to open in a spreadsheet. */
import { recordAudit } from "~/.server/audit";
import { adminContext } from "~/.server/auth/guard";
import { csvDownload } from "~/.server/csv-download";
import { db } from "~/.server/db/client";
import { allSubscribers } from "~/.server/forms/records";
import { toCsv } from "~/lib/csv";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/subscribers-csv";

export async function loader({ context }: Route.LoaderArgs) {
  const rows = await allSubscribers(db);
  await recordAudit(db, {
    action: "subscribers-export",
    actor: context.get(adminContext).email,
    detail: { rows: rows.length },
    ip: context.get(requestInfoContext).ip,
  });
  const csv = toCsv(
    ["email", "status", "language", "signed_up", "consent_version", "confirmed", "unsubscribed"],
    rows.map((row) => [
      row.status === "erased" ? "" : row.email,
      row.status,
      row.locale,
      row.created_at,
      row.consent_version,
      row.confirmed_at,
      row.unsubscribed_at,
    ]),
  );
  return csvDownload("subscribers", csv);
}
