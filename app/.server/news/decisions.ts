/**
 * Deciding on a request for publication (ADR 024). A reviewer or administrator other than whoever
 * saved the waiting revision approves it, and its state becomes the item's (published now, or
 * scheduled at its times), or sends it back with a comment for its author. Each decision is a row
 * of `news_approval` and an audit entry, written in one transaction.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { decisionRefusal, type DecisionValues } from "~/lib/news-review";
import { recordAudit } from "../audit";
import type { Database } from "../db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors";
import { newId } from "../ids";
import { refreshNewsDocuments } from "../search/documents";
import { recordStateChange, type Actor } from "./editing";
import { getNews } from "./queries";
import { markRevised, writeState } from "./repository";
import { getRevision, storedSnapshot, textDiffers } from "./revisions";
import type { NewsItem } from "./types";

/**
 * Applies `values` to the item's waiting request. Throws NotFoundError for no such item,
 * ConflictError when nothing waits or the item changed since `values.version` was read, and
 * ForbiddenError (reason `role` or `own-edit`) when `actor` may not decide on it.
 */
export async function decide(
  db: Kysely<Database>,
  id: string,
  values: DecisionValues,
  actor: Actor,
  now = new Date(),
): Promise<NewsItem> {
  const before = await getNews(db, id, { status: "all" });
  const stamp = now.toISOString();
  const decided = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("news")
      .select(["version", "review", "review_revision"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(`News item ${id} does not exist`);
    if (row.review !== "pending" || row.review_revision === null)
      throw new ConflictError(`News item ${id} has no request awaiting approval`);
    const revision = await getRevision(trx, id, Number(row.review_revision));
    const refusal = decisionRefusal(actor.admin, revision.author);
    if (refusal) throw new ForbiddenError(`${actor.admin.email} may not decide on ${id}`, refusal);
    if (Number(row.version) !== values.version)
      throw new ConflictError(`News item ${id} was changed since version ${values.version}`);

    if (values.decision === "approve") {
      const live = await storedSnapshot(trx, id);
      const wanted = revision.snapshot;
      await writeState(trx, id, values.version, wanted, now);
      if (live.status === "published" && textDiffers(live, wanted))
        await markRevised(trx, id, stamp);
      await refreshNewsDocuments(trx, [id]);
    } else {
      await trx
        .updateTable("news")
        .set({ review: "rejected", version: sql<number>`version + 1` })
        .where("id", "=", id)
        .execute();
    }
    const comment = values.decision === "reject" ? values.comment : "";
    await trx
      .insertInto("news_approval")
      .values({
        id: newId(),
        news_id: id,
        revision: revision.number,
        decision: values.decision,
        decided_by: actor.admin.email,
        decided_at: stamp,
        comment,
      })
      .execute();
    await recordAudit(
      trx,
      {
        action: values.decision === "approve" ? "news-approved" : "news-rejected",
        actor: actor.admin.email,
        subject: id,
        detail: {
          title: revision.snapshot.title,
          revision: revision.number,
          requestedBy: revision.author,
          status: revision.snapshot.status,
          ...(comment ? { comment } : {}),
        },
        ip: actor.ip,
      },
      now,
    );
    return values.decision;
  });
  const item = await getNews(db, id, { status: "all" });
  if (decided === "approve") await recordStateChange(db, item, before, actor);
  return item;
}
