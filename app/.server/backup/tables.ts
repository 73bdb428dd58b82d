/**
 * The database as plain rows, the same on both engines: which tables there are, in which order
 * they can be filled (a table after the tables it refers to), and values converted to what the
 * target engine stores (SQLite keeps booleans as 0/1 and times as ISO text; PostgreSQL has
 * boolean and timestamp types). That is what lets a backup of one engine restore into the other.
 */
import { sql, type Kysely } from "kysely";
import type { Engine } from "../db/create-database";

// Tables are read by name, whatever the schema types say.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of any table
export type AnyDb = Kysely<any>;
export type Row = Record<string, unknown>;

/** Kysely's own bookkeeping: the restore migrates its target itself. */
const migrationTables = new Set(["kysely_migration", "kysely_migration_lock"]);

/**
 * Site search's documents and their full-text index (on SQLite, FTS5 tables and their shadow
 * tables): derived from the rest, rebuilt when the server starts, so never archived.
 */
const derivedTable = /^search_(document|fts)/;

/** Every table of the app and of sign-in, in an order where each follows those it refers to. */
export async function tablesInOrder(db: AnyDb, engine: Engine): Promise<string[]> {
  const names = (
    engine === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  ).rows
    .map((row) => row.name)
    .filter((name) => !migrationTables.has(name) && !derivedTable.test(name))
    .sort();
  const references = new Map<string, Set<string>>(names.map((name) => [name, new Set()]));
  if (engine === "sqlite") {
    for (const name of names) {
      const keys = await sql<{
        table: string;
      }>`select "table" from pragma_foreign_key_list(${name})`.execute(db);
      for (const key of keys.rows) references.get(name)!.add(key.table);
    }
  } else {
    const keys = await sql<{ name: string; referenced: string }>`
      select tc.table_name as name, ccu.table_name as referenced
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu
        on tc.constraint_name = ccu.constraint_name and tc.table_schema = ccu.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(db);
    for (const key of keys.rows) references.get(key.name)?.add(key.referenced);
  }
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const target of references.get(name) ?? []) if (target !== name) visit(target, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

export type ColumnKind = "boolean" | "time" | "other";

/** What each column of a table holds, as far as converting values needs to know. */
export async function columnKinds(
  db: AnyDb,
  engine: Engine,
  table: string,
): Promise<Map<string, ColumnKind>> {
  const kinds = new Map<string, ColumnKind>();
  // SQLite takes any value in any column: only booleans need converting, whatever the column.
  if (engine === "sqlite") return kinds;
  const columns = await sql<{ name: string; type: string }>`select column_name as name,
    data_type as type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  for (const { name, type } of columns.rows)
    kinds.set(
      name,
      type === "boolean"
        ? "boolean"
        : type.startsWith("timestamp") || type === "date"
          ? "time"
          : "other",
    );
  return kinds;
}

/** A value as JSON keeps it: times as ISO text, big integers as numbers where they fit. */
export function portable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (Buffer.isBuffer(value)) return { base64: value.toString("base64") };
  return value;
}

/** A portable value as the target column stores it. */
export function forColumn(value: unknown, kind: ColumnKind | undefined, engine: Engine): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "object" && value && "base64" in value)
    return Buffer.from(String((value as { base64: string }).base64), "base64");
  if (engine === "sqlite") return typeof value === "boolean" ? (value ? 1 : 0) : value;
  if (kind === "boolean") return value === true || value === 1 || value === "1";
  if (kind === "time" && typeof value === "number") return new Date(value);
  return value;
}
