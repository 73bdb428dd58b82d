/**
 * One app server's publishing check, as a process of its own: connects with the options in
 * DATABASE_OPTIONS (JSON), waits until START_AT (epoch ms) so that several instances check at the
 * same moment, applies what is due at CHECK_AT (ISO) and prints what it changed as JSON.
 */
import { createDatabase } from "~/.server/db/create-database";
import { applyDueChanges } from "~/.server/news/publishing-clock";

const handle = createDatabase(JSON.parse(process.env.DATABASE_OPTIONS ?? "{}"));
await handle.db.selectFrom("news").select("id").limit(1).execute();
const startAt = Number(process.env.START_AT);
while (Date.now() < startAt) await new Promise((resolve) => setTimeout(resolve, 1));
const changes = await applyDueChanges(handle.db, new Date(process.env.CHECK_AT ?? ""));
console.log(JSON.stringify(changes));
await handle.db.destroy();
