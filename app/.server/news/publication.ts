/** Where an item stands after a save: its status and the two times the publishing clock acts on. */
import type { NewsStatus } from "../db/schema";
import type { NewsInput } from "./types";

export interface Publication {
  status: NewsStatus;
  publish_at: string | null;
  unpublish_at: string | null;
}

/**
 * A published item keeps the time it first went live; one that goes live with this save went live
 * now, unless the writer gives an earlier time (an import of old items). A scheduled item goes live
 * at its time; drafts and unpublished items keep whatever time they were given, which nothing reads
 * until they are scheduled or published again.
 */
export function publicationOf(
  input: NewsInput,
  before: { status: NewsStatus; publishAt: string | null } | undefined,
  now: Date,
): Publication {
  const status = input.status ?? "published";
  const given = input.publishAt ?? null;
  let publishAt = given;
  if (status === "published") {
    if (given && Date.parse(given) <= now.getTime()) publishAt = given;
    else if (before?.status === "published" && before.publishAt) publishAt = before.publishAt;
    else publishAt = now.toISOString();
  }
  return { status, publish_at: publishAt, unpublish_at: input.unpublishAt ?? null };
}
