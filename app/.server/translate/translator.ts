/** The app's translator: configured by TRANSLATE_API_URL and TRANSLATE_API_KEY, otherwise none. */
import { getEnv } from "../env";
import { createTranslator, type Translator } from "./client";

const env = getEnv();

export const translator: Translator | null =
  env.TRANSLATE_API_URL && env.TRANSLATE_API_KEY
    ? createTranslator({ url: env.TRANSLATE_API_URL, key: env.TRANSLATE_API_KEY })
    : null;
