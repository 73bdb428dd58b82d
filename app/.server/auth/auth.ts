/** The app's one auth instance, on the app's one database. */
import { database } from "../db/client";
import { getEnv } from "../env";
import { createAuth } from "./create-auth";
import { loadSessionSecret } from "./session-secret";

const env = getEnv();

export const authOptions = {
  handle: database,
  secret: loadSessionSecret(env.SESSION_SECRET, env.dataDir),
  publicUrl: env.PUBLIC_URL,
};

export const auth = createAuth(authOptions);
