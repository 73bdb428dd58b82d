/**
 * The site-wide switch "publishing needs a second person's approval", kept in `app_meta`. It is on
 * unless an administrator has switched it off: a new or restored site starts with the safe rule.
 */
import type { Kysely } from "kysely";
import { recordAudit } from "../audit";
import type { Database } from "../db/schema";
import type { Actor } from "./editing";

const key = "news-approval-required";

export async function approvalRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value !== "off";
}

/** Switches the rule and records who did it; switching it to where it is records nothing. */
export async function setApprovalRequired(
  db: Kysely<Database>,
  required: boolean,
  actor: Actor,
): Promise<void> {
  if ((await approvalRequired(db)) === required) return;
  const value = required ? "on" : "off";
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("app_meta")
      .values({ key, value })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
      .execute();
    await recordAudit(trx, {
      action: "approval-rule-changed",
      actor: actor.admin.email,
      detail: { required },
      ip: actor.ip,
    });
  });
}
