/**
 * Reading four-eyes publishing (ADR 024): which revision of an item waits for a second person or
 * was sent back, the decisions taken on an item's revisions, and every item awaiting approval.
 */
import type { Kysely } from "kysely";
import type { Database, NewsReview, NewsStatus } from "../db/schema";
import { getRevision, type Revision } from "./revisions";

export interface Decision {
  revision: number;
  decision: "approve" | "reject";
  decidedBy: string;
  decidedAt: string;
  comment: string;
}

export interface OpenReview {
  state: NewsReview;
  /** The revision the save kept: the whole state it asks for, with who saved it. */
  revision: Revision;
  /** The rejection that sent it back, when it was. */
  rejection: Decision | null;
}

/** The item's waiting or rejected request, or null when none is open. */
export async function openReview(db: Kysely<Database>, id: string): Promise<OpenReview | null> {
  const row = await db
    .selectFrom("news")
    .select(["review", "review_revision"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row?.review || row.review_revision === null) return null;
  const number = Number(row.review_revision);
  const revision = await getRevision(db, id, number);
  const rejection =
    row.review === "rejected"
      ? ((await listDecisions(db, id)).find(
          (decision) => decision.revision === number && decision.decision === "reject",
        ) ?? null)
      : null;
  return { state: row.review, revision, rejection };
}

/** The decisions on an item's revisions, newest first. */
export async function listDecisions(db: Kysely<Database>, id: string): Promise<Decision[]> {
  const rows = await db
    .selectFrom("news_approval")
    .select(["revision", "decision", "decided_by", "decided_at", "comment"])
    .where("news_id", "=", id)
    .orderBy("decided_at", "desc")
    .orderBy("revision", "desc")
    .execute();
  return rows.map((row) => ({
    revision: Number(row.revision),
    decision: row.decision,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
    comment: row.comment,
  }));
}

/** The review state of each of `ids` that has one. */
export async function reviewStates(
  db: Kysely<Database>,
  ids: string[],
): Promise<Map<string, NewsReview>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("news")
    .select(["id", "review"])
    .where("id", "in", ids)
    .where("review", "is not", null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.review!]));
}

export interface AwaitingItem {
  id: string;
  title: string;
  /** The item's state now (published: an edit of a public item awaits). */
  status: NewsStatus;
  revision: number;
  requestedBy: string | null;
  requestedAt: string;
  requested: { status: NewsStatus; publishAt: string | null };
}

/** Every item whose request awaits a decision, the longest waiting first. */
export async function listAwaiting(db: Kysely<Database>): Promise<AwaitingItem[]> {
  const rows = await db
    .selectFrom("news")
    .innerJoin("news_revision as r", (join) =>
      join.onRef("r.news_id", "=", "news.id").onRef("r.number", "=", "news.review_revision"),
    )
    .select(["news.id", "news.status", "r.number", "r.author", "r.created_at", "r.snapshot"])
    .where("news.review", "=", "pending")
    .orderBy("r.created_at", "asc")
    .execute();
  return rows.map((row) => {
    const snapshot = JSON.parse(row.snapshot) as Revision["snapshot"];
    return {
      id: row.id,
      title: snapshot.title,
      status: row.status,
      revision: Number(row.number),
      requestedBy: row.author,
      requestedAt: row.created_at,
      requested: { status: snapshot.status, publishAt: snapshot.publishAt },
    };
  });
}

/** How many items await a decision. */
export async function countAwaiting(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("news")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("review", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
