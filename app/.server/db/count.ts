import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** Rows in a table, as a number on both engines (PostgreSQL counts as a string). */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
