import { createHash } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { expect, test } from "vitest";
import { baseURL } from "./browser";
import { startServer } from "./server";

test("health and readiness answer, and the database engine is named", async () => {
  const health = await fetch(`${baseURL()}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await fetch(`${baseURL()}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready", database: "sqlite" });
});

test("pages carry a hash-based Content-Security-Policy and the baseline security headers", async () => {
  // The login page is rendered for each visitor; shared pages are checked with the page cache.
  const response = await fetch(`${baseURL()}/admin/login`);
  const csp = response.headers.get("content-security-policy") ?? "";
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]{44}')+$/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("cache-control")).toBe("private, no-store");

  // Every inline script in the page is allowed by its hash, and nothing else inline is.
  const html = await response.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter(Boolean);
  expect(inline.length).toBeGreaterThan(0);
  const hashes = inline.map(
    (body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
  );
  expect(scriptSrc.split(" ").slice(1).sort()).toEqual([...new Set(hashes)].sort());
});

test("hashed assets are cached for a year and responses are compressed", async () => {
  const html = await (await fetch(`${baseURL()}/`)).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const response = await fetch(`${baseURL()}${asset}`, { headers: { "accept-encoding": "gzip" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("content-encoding")).toBe("gzip");
  const missing = await fetch(`${baseURL()}/assets/does-not-exist.js`);
  expect(missing.status).toBe(404);
});

test("on SIGTERM the server finishes, closes the database and exits 0", async () => {
  const server = await startServer();
  const page = await fetch(`${server.url}/news`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("</html>");
  expect(await server.stop()).toBe(0);
  expect(server.logs.join("")).toContain("stopped cleanly");
});

test("a stopping server first drains: not ready, still serving, every request answered", async () => {
  const server = await startServer({ SHUTDOWN_DRAIN_SECONDS: "1.5" });
  // Requests already on their way when the signal arrives, and more during the drain.
  const early = Array.from({ length: 10 }, () => fetch(`${server.url}/news`));
  await new Promise((resolve) => setTimeout(resolve, 30));
  const stopped = server.stop();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const ready = await fetch(`${server.url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: "draining" });
  const during = await fetch(`${server.url}/company/about`);
  expect(during.status).toBe(200);
  expect(during.headers.get("connection")).toBe("close");
  const statuses = await Promise.all(early.map(async (response) => (await response).status));
  expect(statuses).toEqual(Array(10).fill(200));
  expect(await stopped).toBe(0);
  expect(server.logs.join("")).toContain("draining for 1.5 s");
});

test("each request has an id, echoed back, and /metrics answers only to its token", async () => {
  const token = "metrics-token-for-this-test-0123456789";
  const server = await startServer({ METRICS_TOKEN: token });
  try {
    const given = await fetch(`${server.url}/company/about`, {
      headers: { "x-request-id": "edge-7f3a9c21" },
    });
    expect(given.headers.get("x-request-id")).toBe("edge-7f3a9c21");
    // An id that could forge log lines or grow without bound is replaced by one of our own.
    const forged = await fetch(`${server.url}/company/about`, {
      headers: { "x-request-id": "short" },
    });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${server.url}/company/about`);

    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(wrong.status).toBe(401);
    const metrics = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await metrics.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="about",status="200"\} 3/,
    );
    expect(text).toMatch(/page_cache_requests_total\{result="miss"\} 1/);
    expect(text).toMatch(/page_cache_requests_total\{result="hit"\} 2/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    // A page that does not exist is an answer, not a failure: nothing is logged as an error.
    expect((await fetch(`${server.url}/news/no-such-item`)).status).toBe(404);
    await expect
      .poll(() => server.logs.join(""))
      .toMatch(/"reqId":"edge-7f3a9c21","method":"GET","route":"about","status":200/);
    await expect.poll(() => server.logs.join("")).toMatch(/"route":"news-detail","status":404/);
    expect(server.logs.join("")).not.toContain('"level":"error"');
  } finally {
    expect(await server.stop()).toBe(0);
  }
  // Without the variable, the address does not exist.
  expect((await fetch(`${baseURL()}/metrics`)).status).toBe(404);
});

test.runIf(process.env.TEST_DATABASE_URL)(
  "with DATABASE_URL the same server runs on PostgreSQL, migrated and seeded",
  async () => {
    const pg = await import("pg");
    const url = process.env.TEST_DATABASE_URL ?? "";
    const schema = `e2e_${Date.now().toString(36)}`;
    const client = new pg.default.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    try {
      const server = await startServer({
        DATABASE_URL: `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      });
      try {
        const ready = await (await fetch(`${server.url}/readyz`)).json();
        expect(ready).toEqual({ status: "ready", database: "postgres" });
        const html = await (await fetch(`${server.url}/fr/news`)).text();
        expect(html).toContain('lang="fr"');
        expect(html.match(/<article/g)?.length).toBe(5);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
  },
);

test("every form refuses a post from another site (403) and a body larger than it accepts (413)", async () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  for (const path of ["/contact", "/fr/newsletter", "/admin/login", "/admin/logout"]) {
    const response = await fetch(`${baseURL()}${path}`, {
      method: "POST",
      headers: { ...form, origin: "https://evil.example" },
      body: "email=someone%40example.com",
      redirect: "manual",
    });
    expect(response.status, path).toBe(403);
    expect(response.headers.get("set-cookie"), path).toBeNull();
  }
  const huge = await fetch(`${baseURL()}/contact`, {
    method: "POST",
    headers: { ...form, origin: baseURL() },
    body: `message=${"x".repeat(300 * 1024)}`,
  });
  expect(huge.status).toBe(413);
});

/**
 * A plain GET on a connection of its own, as a client that sets its own Host header (which fetch
 * does not allow) or reads a redirect without following it.
 */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        );
      })
      .on("error", reject);
  });
}

test("a path starting with two slashes is redirected to the site's own path, never linked as another site", async () => {
  const redirect = await rawGet(`${baseURL()}//evil.example/x?y=1`);
  expect(redirect.status).toBe(308);
  expect(redirect.location).toBe("/evil.example/x?y=1");
  const page = await rawGet(`${baseURL()}/evil.example/x`);
  expect(page.status).toBe(404);
  expect(page.body).not.toContain('href="//evil.example');
});

test("unknown methods get 405, and reading the upload address is refused as plainly", async () => {
  // fetch refuses to send TRACE; a raw request shows what a client that sends it receives.
  const trace = await new Promise<number>((resolve, reject) => {
    http
      .request(`${baseURL()}/`, { method: "TRACE", agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject)
      .end();
  });
  expect(trace).toBe(405);
  const uploads = await rawGet(`${baseURL()}/admin/uploads`);
  expect(uploads.status).toBe(405);
  expect(JSON.parse(uploads.body)).toEqual({ code: "invalid-argument", message: "Use POST." });
  const traversal = await rawGet(`${baseURL()}/media/%2e%2e%2fsite.db`);
  expect(traversal.status).toBe(403);
  expect(traversal.body).toBe("Forbidden");
  // A header value with a line break in it: the bytes a client sends, answered 400 by the parser.
  const { port } = new URL(baseURL());
  const broken = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () =>
      socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Note: one\rtwo\r\n\r\n"),
    );
    socket.once("data", (chunk: Buffer) => {
      resolve(chunk.toString().split("\r\n")[0] ?? "");
      socket.destroy();
    });
    socket.once("error", reject);
  });
  expect(broken).toBe("HTTP/1.1 400 Bad Request");
});

test("absolute links never follow a Host header the client chose", async () => {
  for (const path of ["/sitemap.xml", "/robots.txt", "/fr/news", "/news/rss.xml"]) {
    const { body } = await rawGet(`${baseURL()}${path}`, { host: "evil.example" });
    expect(body.length, path).toBeGreaterThan(0);
    expect(body, path).not.toContain("evil.example");
  }
  const { body: sitemap } = await rawGet(`${baseURL()}/sitemap.xml`, { host: "evil.example" });
  expect(sitemap).toContain(`<loc>${baseURL()}/</loc>`);
});
