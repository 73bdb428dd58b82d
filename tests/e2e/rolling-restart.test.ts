/**
 * nginx (Debian's package) in front of two app servers on one PostgreSQL, with the site's own
 * configuration (deploy/nginx/site.conf): both servers are restarted one after the other while
 * visitors keep loading pages, and not one request fails.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, startServer, type RunningServer } from "./server";

const nginx = "/usr/sbin/nginx";
const databaseUrl = process.env.TEST_DATABASE_URL;
const ready = fs.existsSync(nginx) && Boolean(databaseUrl);
if (!ready && process.env.E2E_REQUIRED === "1")
  throw new Error(
    "The rolling restart test needs nginx (apt-get install -y nginx) and TEST_DATABASE_URL",
  );

const root = path.resolve(import.meta.dirname, "../..");
const schema = `rolling_${Date.now().toString(36)}`;
let dir: string;
let nginxPort: number;
let client: pg.Client;
/** The app servers of the test, stopped at the end even when it fails. */
const servers: RunningServer[] = [];

/** The site's nginx configuration with this test's ports, inside a minimal main configuration. */
function nginxConfig(appPorts: number[]): string {
  const site = fs
    .readFileSync(path.join(root, "deploy/nginx/site.conf"), "utf8")
    .replace(/server 127\.0\.0\.1:3001/, `server 127.0.0.1:${appPorts[0]}`)
    .replace(/server 127\.0\.0\.1:3002/, `server 127.0.0.1:${appPorts[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${nginxPort};`);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 512; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  ${site}
}
`;
}

function runNginx(...args: string[]) {
  const result = spawnSync(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), ...args], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`nginx ${args.join(" ")}: ${result.stderr}`);
}

beforeAll(async () => {
  if (!ready) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "rolling-"));
  nginxPort = await freePort();
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
});
afterAll(async () => {
  if (!ready) return;
  for (const server of servers) await server.stop();
  try {
    runNginx("-s", "stop");
  } catch {
    // Not running.
  }
  await client.query(`drop schema ${schema} cascade`);
  await client.end();
  fs.rmSync(dir, { recursive: true, force: true });
});

test.runIf(ready)(
  "restarting both app servers one after the other under load fails no request",
  async () => {
    const ports = [await freePort(), await freePort()];
    const env = (port: number) => ({
      PORT: String(port),
      DATABASE_URL: `${databaseUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      TRUST_PROXY: "true",
      SHUTDOWN_DRAIN_SECONDS: "2",
      SESSION_SECRET: "rolling-restart-secret-000000000000000000000000",
    });
    // One after the other: the first migrates and seeds the empty database.
    for (const port of ports) servers.push(await startServer(env(port)));
    fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(ports));
    runNginx();

    const agent = new http.Agent({ keepAlive: true, maxSockets: 12 });
    const paths = ["/", "/company/about", "/news", "/fr/news", "/contact", "/zh/milestone"];
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const get = (pathname: string) =>
      new Promise<void>((resolve) => {
        const request = http.get(
          { host: "127.0.0.1", port: nginxPort, path: pathname, agent },
          (response) => {
            response.resume();
            response.on("end", () => {
              if (response.statusCode !== 200) failures.push(`${pathname}: ${response.statusCode}`);
              else answered += 1;
              resolve();
            });
          },
        );
        request.on("error", (error) => {
          failures.push(`${pathname}: ${error.message}`);
          resolve();
        });
      });
    const visitors = Array.from({ length: 12 }, async (_, visitor) => {
      for (let i = visitor; running; i++) await get(paths[i % paths.length]!);
    });

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const index of [0, 1]) {
      expect(await servers[index]!.stop()).toBe(0);
      servers[index] = await startServer({
        ...env(ports[index]!),
        DATA_DIR: servers[index]!.dataDir,
      });
      // The next server goes only once nginx sends visitors to the new one again.
      const fresh = servers[index]!;
      await expect
        .poll(() => fresh.logs.join("").split('"msg":"request"').length > 20, { timeout: 20_000 })
        .toBe(true);
    }
    running = false;
    await Promise.all(visitors);
    agent.destroy();

    console.log(
      `rolling restart through nginx: ${answered} requests answered, ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(200);
    // Both new servers served visitors.
    for (const server of servers) expect(server.logs.join("")).toContain('"msg":"request"');
    for (const server of servers.splice(0)) expect(await server.stop()).toBe(0);
  },
  120_000,
);
