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
