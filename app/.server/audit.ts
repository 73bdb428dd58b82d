/** The audit log: who did what, when, from where. Read by administrators at /admin/audit. */
import type { Kysely } from "kysely";
import { countRows } from "./db/count";
import type { Database } from "./db/schema";
import { newId } from "./ids";
import { pageCountFor, pageOffset } from "~/lib/pagination";

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-limited"
  | "sign-out"
  | "news-create"
  | "news-update"
  | "news-delete"
  | "news-schedule"
  | "news-publish"
  | "news-unpublish"
  | "news-preview-link"
  | "news-revision-restore"
  | "news-import"
  | "media-upload"
  | "media-update"
  | "media-delete"
  | "admin-create"
  | "message-handled"
  | "message-delete"
  | "subscriber-erase"
  | "subscribers-export"
  | "mail-retry"
  | "mail-discard";

export interface AuditEntry {
  action: AuditAction;
  actor: string | null;
  subject?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

export interface AuditRecord extends Required<Omit<AuditEntry, "detail">> {
  id: string;
  at: string;
  detail: Record<string, unknown>;
}

export async function recordAudit(
  db: Kysely<Database>,
  entry: AuditEntry,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: newId(),
      at: now.toISOString(),
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}

export async function listAudit(
  db: Kysely<Database>,
  { page = 1, pageSize = 50 }: { page?: number; pageSize?: number } = {},
): Promise<{ entries: AuditRecord[]; total: number; pageCount: number }> {
  const total = await countRows(db, "audit_log");
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(pageOffset(page, pageSize))
    .execute();
  return {
    total,
    pageCount: pageCountFor(total, pageSize),
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      action: row.action as AuditAction,
      subject: row.subject,
      detail: JSON.parse(row.detail) as Record<string, unknown>,
      ip: row.ip,
    })),
  };
}
