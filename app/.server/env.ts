/** Environment variables, validated once at start-up with messages an operator can act on. */
import path from "node:path";
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
        .optional(),
    )
    .optional(),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  SESSION_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  CONTACT_INBOX: z.string().optional(),
  TRANSLATE_API_URL: optionalUrl,
  TRANSLATE_API_KEY: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  // Seconds a stopping server keeps serving while reporting not-ready; unset: 5 behind a proxy.
  SHUTDOWN_DRAIN_SECONDS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().min(0).max(300).optional(),
  ),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "silent", ""])
    .default("info")
    .transform((value) => value || "info"),
  // Bearer token that opens /metrics; unset, /metrics does not exist.
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional())
    .optional(),
  PAGE_CACHE_MB: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(0).max(4096).default(32),
  ),
});

export type Env = z.output<typeof envSchema> & { dataDir: string; drainSeconds: number };

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const data = result.data;
  return {
    ...data,
    dataDir: path.resolve(data.DATA_DIR),
    // Behind a load balancer the drain gives it time to notice the failing readiness check.
    drainSeconds: data.SHUTDOWN_DRAIN_SECONDS ?? (data.TRUST_PROXY ? 5 : 0),
  };
}

let cached: Env | undefined;

/** The validated environment of this process. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
