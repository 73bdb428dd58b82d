/** The audit log: who did what, when, from where. Read by administrators at /admin/audit. */
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import { newId } from "./ids";
import { pageCountFor, pageOffset } from "~/lib/pagination";

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-limited"
  | "sign-out"
  | "password-reset-request"
  | "password-reset"
  | "session-ended"
  | "second-factor-enrolled"
  | "second-factor-passed"
  | "second-factor-failed"
  | "second-factor-limited"
  | "recovery-code-used"
  | "recovery-codes-renewed"
  | "session-revoke"
  | "news-create"
  | "news-update"
  | "news-delete"
  | "news-schedule"
  | "news-publish"
  | "news-unpublish"
  | "news-preview-link"
  | "news-revision-restore"
  | "news-submitted"
  | "news-approved"
  | "news-rejected"
  | "approval-rule-changed"
  | "news-import"
  | "media-upload"
  | "media-update"
  | "media-delete"
  | "person-create"
  | "person-update"
  | "person-move"
  | "person-delete"
  | "admin-create"
  | "invitation-send"
  | "invitation-accept"
  | "invitation-revoke"
  | "role-change"
  | "account-disable"
  | "account-enable"
  | "message-handled"
  | "message-delete"
  | "subscriber-erase"
  | "subscribers-export"
  | "audit-export"
  | "mail-retry"
  | "mail-discard"
  | "site-contacts-update"
  | "office-create"
  | "office-update"
  | "office-move"
  | "office-remove"
  | "milestone-create"
  | "milestone-update"
  | "milestone-move"
  | "milestone-delete";

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

/** Which entries a reader of the log asks for: one person's, one action's, or both. */
export interface AuditFilter {
  actor?: string;
  action?: string;
}

function filtered(db: Kysely<Database>, { actor, action }: AuditFilter) {
  let query = db.selectFrom("audit_log");
  if (actor) query = query.where("actor", "=", actor);
  if (action) query = query.where("action", "=", action);
  return query;
}

function toRecord(row: Database["audit_log"]): AuditRecord {
  return {
    id: row.id,
    at: row.at,
    actor: row.actor,
    action: row.action as AuditAction,
    subject: row.subject,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
    ip: row.ip,
  };
}

export async function listAudit(
  db: Kysely<Database>,
  { page = 1, pageSize = 50, ...filter }: AuditFilter & { page?: number; pageSize?: number } = {},
): Promise<{ entries: AuditRecord[]; total: number; pageCount: number }> {
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(pageOffset(page, pageSize))
    .execute();
  return {
    total: Number(total),
    pageCount: pageCountFor(Number(total), pageSize),
    entries: rows.map(toRecord),
  };
}

/** Every entry matching the filter, newest first, for an export. */
export async function allAudit(db: Kysely<Database>, filter: AuditFilter): Promise<AuditRecord[]> {
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toRecord);
}

/** Everyone the log names as having acted, for the filter's list. */
export async function auditActors(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select("actor")
    .distinct()
    .where("actor", "is not", null)
    .orderBy("actor")
    .execute();
  return rows.map((row) => row.actor!);
}
