/**
 * The publishing clock: scheduled items go live at their time and published items with an end time
 * are taken down at it, inside the app server, with no external cron.
 *
 * Exactly once, with any number of app servers on one database: each change is a single UPDATE
 * whose WHERE names the state it leaves, so of two servers that see the same item due, only the one
 * whose UPDATE changes the row gets it back from RETURNING and writes the audit entry; the other's
 * UPDATE matches nothing. A server that was down at an item's time publishes it on its first tick.
 * The change raises the content version (a database trigger), so every server's page cache drops
 * its pages within its next version check.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { recordAudit } from "../audit";
import type { Database } from "../db/schema";
import { log } from "../log";

export interface DueChanges {
  published: string[];
  unpublished: string[];
}

/** Whether anything is due: two indexed lookups, cheap enough to ask twice a second. */
async function anythingDue(db: Kysely<Database>, now: string): Promise<boolean> {
  const row = await db
    .selectFrom("news")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "scheduled"), eb("publish_at", "<=", now)]),
        eb.and([eb("status", "=", "published"), eb("unpublish_at", "<=", now)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Publishes what is due and takes down what has ended; returns the ids this call changed. */
export async function applyDueChanges(db: Kysely<Database>, now = new Date()): Promise<DueChanges> {
  const stamp = now.toISOString();
  if (!(await anythingDue(db, stamp))) return { published: [], unpublished: [] };
  return db.transaction().execute(async (trx) => {
    const published = await trx
      .updateTable("news")
      .set({ status: "published", updated_at: stamp, version: sql<number>`version + 1` })
      .where("status", "=", "scheduled")
      .where("publish_at", "<=", stamp)
      .returning(["id", "title", "publish_at"])
      .execute();
    for (const row of published) {
      await recordAudit(
        trx,
        {
          action: "news-publish",
          actor: null,
          subject: row.id,
          detail: { title: row.title, scheduledFor: row.publish_at, by: "schedule" },
        },
        now,
      );
    }
    const unpublished = await trx
      .updateTable("news")
      .set({ status: "unpublished", updated_at: stamp, version: sql<number>`version + 1` })
      .where("status", "=", "published")
      .where("unpublish_at", "<=", stamp)
      .returning(["id", "title", "unpublish_at"])
      .execute();
    for (const row of unpublished) {
      await recordAudit(
        trx,
        {
          action: "news-unpublish",
          actor: null,
          subject: row.id,
          detail: { title: row.title, scheduledFor: row.unpublish_at, by: "schedule" },
        },
        now,
      );
    }
    return {
      published: published.map((row) => row.id),
      unpublished: unpublished.map((row) => row.id),
    };
  });
}

export interface PublishingClock {
  /** Runs one check now (at start-up, and in tests). */
  tick(): Promise<DueChanges>;
  stop(): void;
}

/**
 * Checks every `intervalMs` (500 ms: an item is public within a second of its time, counting the
 * page cache's version check). A failing database is reported once and retried on the next tick.
 */
export function startPublishingClock(
  db: Kysely<Database>,
  onChange: (changes: DueChanges) => void = () => {},
  intervalMs = 500,
): PublishingClock {
  let running: Promise<DueChanges> | undefined;
  let failing = false;
  const none: DueChanges = { published: [], unpublished: [] };

  async function check(): Promise<DueChanges> {
    try {
      const changes = await applyDueChanges(db);
      if (failing) log.info("publishing: the schedule can be checked again");
      failing = false;
      if (changes.published.length + changes.unpublished.length > 0) {
        log.info(
          { published: changes.published.length, unpublished: changes.unpublished.length },
          "publishing: scheduled changes applied",
        );
        onChange(changes);
      }
      return changes;
    } catch (error) {
      if (!failing) log.error({ err: error }, "publishing: checking the schedule failed");
      failing = true;
      return none;
    }
  }

  function tick() {
    running ??= check().finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return { tick, stop: () => clearInterval(timer) };
}
