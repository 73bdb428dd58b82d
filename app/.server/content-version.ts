/** Reads the content version: the number database triggers raise whenever public content changes. */
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";

export async function readContentVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return String(row.version);
}
