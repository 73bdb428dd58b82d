/** The app's one database connection, opened from the validated environment. */
import { getEnv } from "../env";
import { createDatabase } from "./create-database";

const env = getEnv();

export const database = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
export const db = database.db;
