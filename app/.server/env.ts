/** Environment variables, validated once at start-up with messages an operator can act on. */
import path from "node:path";
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** An optional value whose empty form counts as unset. */
function optional<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(schema.optional())
    .optional();
}

/** An http(s) URL without credentials in it: the S3 endpoint and public base are logged. */
function httpUrl(name: string) {
  return z
    .url({ message: `${name} must be a URL such as https://example.com` })
    .refine((value) => /^https?:$/.test(new URL(value).protocol), `${name} must be http or https`)
    .refine((value) => {
      const url = new URL(value);
      return !url.username && !url.password;
    }, `${name} must not hold credentials: use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`);
}

/** A whole number within bounds, with messages that name the variable; empty counts as unset. */
function wholeNumber(
  name: string,
  unit: string,
  min: number,
  max: number,
  fallback: number,
  maxInWords: string,
) {
  const message = `${name} must be a whole number of ${unit}`;
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ message })
      .int(message)
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max} (${maxInWords})`)
      .default(fallback),
  );
}

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((value) => value === "true" || value === "1");

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
  TRUST_PROXY: flag,
  SESSION_SECRET: z.string().optional(),
  // A staff session ends after this long without a request, and this long after sign-in.
  SESSION_IDLE_MINUTES: wholeNumber("SESSION_IDLE_MINUTES", "minutes", 1, 1440, 30, "a day"),
  SESSION_MAX_HOURS: wholeNumber("SESSION_MAX_HOURS", "hours", 1, 168, 8, "a week"),
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
  // Media in an S3-compatible bucket instead of DATA_DIR/uploads (see s3Settings below).
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens",
      ),
  ),
  S3_ENDPOINT: optional(httpUrl("S3_ENDPOINT")),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, "S3_REGION must look like eu-west-1")),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: flag,
  S3_PUBLIC_URL: optional(httpUrl("S3_PUBLIC_URL")),
});

type ParsedEnv = z.output<typeof envSchema>;

/** Where media live when they are in a bucket; absent, they are under DATA_DIR/uploads. */
export interface S3Settings {
  bucket: string;
  /** The service's address; unset: Amazon S3 in `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own credential chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** A base that serves the bucket's keys (a CDN); /media/{key} is redirected to it. */
  publicUrl?: string;
}

export type Env = ParsedEnv & { dataDir: string; drainSeconds: number; s3?: S3Settings };

const s3Variables = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_PUBLIC_URL",
] as const;

/** The S3 settings, or the problems with them as lines naming each variable. */
function s3Settings(data: ParsedEnv): { settings?: S3Settings; problems: string[] } {
  if (!data.S3_BUCKET) {
    const stray: string[] = s3Variables.filter((name) => data[name]);
    if (data.S3_FORCE_PATH_STYLE) stray.push("S3_FORCE_PATH_STYLE");
    return {
      problems: stray.map(
        (name) =>
          `  ${name}: set without S3_BUCKET; set S3_BUCKET to keep media in S3, or unset it`,
      ),
    };
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = data;
  if (!accessKeyId !== !secretAccessKey)
    return {
      problems: [
        `  ${accessKeyId ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; set both or neither`,
      ],
    };
  return {
    problems: [],
    settings: {
      bucket: data.S3_BUCKET,
      endpoint: data.S3_ENDPOINT,
      region: data.S3_REGION ?? "us-east-1",
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: data.S3_FORCE_PATH_STYLE,
      publicUrl: data.S3_PUBLIC_URL?.replace(/\/+$/, ""),
    },
  };
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const data = result.data;
  const s3 = s3Settings(data);
  if (s3.problems.length)
    throw new Error(`Invalid environment configuration:\n${s3.problems.join("\n")}`);
  return {
    ...data,
    s3: s3.settings,
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
