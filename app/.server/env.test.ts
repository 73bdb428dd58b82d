import path from "node:path";
import { expect, test } from "vitest";
import { parseEnv } from "./env";

test("defaults give a working local setup: port 3000 and a SQLite file in ./data", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", TRUST_PROXY: false });
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.dataDir).toBe(path.resolve("data"));
});

test("empty values count as unset", () => {
  expect(parseEnv({ DATABASE_URL: "", PUBLIC_URL: " " }).DATABASE_URL).toBeUndefined();
});

test("bad values stop start-up with a message naming each variable", () => {
  expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
    /PORT[\s\S]*DATABASE_URL: DATABASE_URL must start with postgres/,
  );
  expect(() => parseEnv({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
});

test("a stopping server drains for 5 s behind a proxy, not at all alone, or as configured", () => {
  expect(parseEnv({}).drainSeconds).toBe(0);
  expect(parseEnv({ TRUST_PROXY: "true" }).drainSeconds).toBe(5);
  expect(parseEnv({ TRUST_PROXY: "true", SHUTDOWN_DRAIN_SECONDS: "0" }).drainSeconds).toBe(0);
  expect(parseEnv({ SHUTDOWN_DRAIN_SECONDS: "2.5" }).drainSeconds).toBe(2.5);
  expect(() => parseEnv({ SHUTDOWN_DRAIN_SECONDS: "-1" })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
});

test("media stay on disk unless S3_BUCKET is set; S3 settings are checked as a whole", () => {
  expect(parseEnv({}).s3).toBeUndefined();
  expect(
    parseEnv({
      S3_BUCKET: "site-media",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "https://cdn.example.com/media/",
    }).s3,
  ).toEqual({
    bucket: "site-media",
    endpoint: "http://127.0.0.1:9000",
    region: "us-east-1",
    credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    forcePathStyle: true,
    publicUrl: "https://cdn.example.com/media",
  });
  expect(parseEnv({ S3_BUCKET: "media", S3_REGION: "eu-west-1" }).s3).toMatchObject({
    region: "eu-west-1",
    credentials: undefined,
  });
  expect(() => parseEnv({ S3_BUCKET: "Media_Files" })).toThrow(/S3_BUCKET: S3_BUCKET must be/);
  expect(() => parseEnv({ S3_BUCKET: "media", S3_ENDPOINT: "ftp://x" })).toThrow(/S3_ENDPOINT/);
  expect(() => parseEnv({ S3_ENDPOINT: "https://s3.example.com" })).toThrow(
    /S3_ENDPOINT: set without S3_BUCKET/,
  );
  expect(() => parseEnv({ S3_FORCE_PATH_STYLE: "true" })).toThrow(/S3_FORCE_PATH_STYLE/);
  expect(() => parseEnv({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" })).toThrow(
    /S3_SECRET_ACCESS_KEY: .* set both or neither/,
  );
});

test("S3 messages never repeat a secret", () => {
  const secret = "wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY";
  const failures = [
    { S3_SECRET_ACCESS_KEY: secret },
    { S3_BUCKET: "media", S3_SECRET_ACCESS_KEY: secret },
    { S3_BUCKET: "media", S3_ENDPOINT: `https://key:${secret}@s3.example.com` },
  ];
  for (const source of failures) {
    const message = String(
      (() => {
        try {
          parseEnv(source);
        } catch (error) {
          return error;
        }
      })(),
    );
    expect(message).toMatch(/S3_/);
    expect(message).not.toContain(secret);
  }
});

test("sessions end after 30 idle minutes and 8 hours unless configured, within sane bounds", () => {
  expect(parseEnv({})).toMatchObject({ SESSION_IDLE_MINUTES: 30, SESSION_MAX_HOURS: 8 });
  expect(parseEnv({ SESSION_IDLE_MINUTES: "", SESSION_MAX_HOURS: "" })).toMatchObject({
    SESSION_IDLE_MINUTES: 30,
    SESSION_MAX_HOURS: 8,
  });
  expect(parseEnv({ SESSION_IDLE_MINUTES: "15", SESSION_MAX_HOURS: "12" })).toMatchObject({
    SESSION_IDLE_MINUTES: 15,
    SESSION_MAX_HOURS: 12,
  });
  expect(() => parseEnv({ SESSION_IDLE_MINUTES: "0" })).toThrow(
    /SESSION_IDLE_MINUTES: SESSION_IDLE_MINUTES must be at least 1/,
  );
  expect(() => parseEnv({ SESSION_IDLE_MINUTES: "half an hour" })).toThrow(/SESSION_IDLE_MINUTES/);
  expect(() => parseEnv({ SESSION_MAX_HOURS: "2.5" })).toThrow(
    /SESSION_MAX_HOURS must be a whole number of hours/,
  );
  expect(() => parseEnv({ SESSION_MAX_HOURS: "1000" })).toThrow(/at most 168/);
});
