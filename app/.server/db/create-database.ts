/** Opens the database the configuration names: a SQLite file by default, PostgreSQL when a URL is given. */
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { log } from "../log";
import { ensurePrivateDatabaseFile, ensurePrivateDirectory } from "./private-files";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, without credentials, for logs. */
  location: string;
  /** PostgreSQL's connection pool in figures; SQLite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** `postgres://…`; when absent, SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to work in (tests use one schema per run). */
  pgSchema?: string;
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Bounded waits: a database that is down or hangs fails a request in seconds, never holds it.
      connectionTimeoutMillis: 2_000,
      query_timeout: 15_000,
      statement_timeout: 15_000,
      idle_in_transaction_session_timeout: 15_000,
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on("error", (error) => log.warn({ err: error }, "an idle PostgreSQL connection failed"));
    const url = new URL(options.databaseUrl);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: "postgres",
      location: `postgres://${url.host}${url.pathname}`,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  ensurePrivateDirectory(options.dataDir);
  const file = path.join(options.dataDir, "site.db");
  ensurePrivateDatabaseFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    engine: "sqlite",
    location: file,
  };
}
