import { expect, test } from "vitest";
import {
  retryDelay,
  UploadFailure,
  uploadWithRetry,
  type Transport,
  type TransportResponse,
} from "./upload-with-retry";

const file = new File([new Uint8Array([1, 2, 3])], "a.png");

/** A clock that only moves when the uploader sleeps. */
function fakeTime() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
  };
}

function scripted(responses: TransportResponse[]): Transport & { calls: number } {
  const send: Transport = async (_file, onProgress) => {
    transport.calls += 1;
    onProgress(1);
    return responses.shift() ?? { status: 500, body: null };
  };
  const transport = Object.assign(send, { calls: 0 });
  return transport;
}

test("the wait doubles from 1 s up to 64 s, plus under a second of jitter", () => {
  expect([0, 1, 2, 5, 6, 7, 12].map((attempt) => retryDelay(attempt, () => 0))).toEqual([
    1000, 2000, 4000, 32000, 64000, 64000, 64000,
  ]);
  expect(retryDelay(0, () => 0.999)).toBe(1999);
});

test("5xx, 408, 429 and network failures are retried until the upload succeeds", async () => {
  const time = fakeTime();
  const transport = scripted([
    { status: 503, body: null },
    { status: 0, body: null },
    { status: 408, body: null },
    { status: 429, body: null },
    { status: 201, body: { url: "/media/news/1_a.png", width: 10, height: 10 } },
  ]);
  const progress: number[] = [];
  const result = await uploadWithRetry(file, {
    signal: new AbortController().signal,
    transport,
    onProgress: (p) => progress.push(p),
    random: () => 0,
    ...time,
  });
  expect(result.url).toBe("/media/news/1_a.png");
  expect(transport.calls).toBe(5);
  expect(time.sleeps).toEqual([1000, 2000, 4000, 8000]);
  expect(progress.at(-1)).toBe(100);
});

test("client errors are reported by name at once, without retrying", async () => {
  for (const [status, code] of [
    [401, "unauthenticated"],
    [403, "unauthorized"],
    [413, "too-large"],
    [415, "invalid-format"],
  ] as const) {
    const transport = scripted([{ status, body: null }]);
    const error = await uploadWithRetry(file, {
      signal: new AbortController().signal,
      transport,
      ...fakeTime(),
    }).catch((e: unknown) => e);
    expect(error).toEqual(new UploadFailure(code));
    expect(transport.calls).toBe(1);
  }
});

test("after 600 s of failures the upload stops with retry-limit-exceeded", async () => {
  const time = fakeTime();
  const error = await uploadWithRetry(file, {
    signal: new AbortController().signal,
    transport: scripted([]),
    random: () => 0.5,
    ...time,
  }).catch((e: unknown) => e);
  expect(error).toEqual(new UploadFailure("retry-limit-exceeded"));
  expect(time.now()).toBeLessThanOrEqual(600_000);
  expect(time.sleeps.slice(0, 8)).toEqual([1500, 2500, 4500, 8500, 16500, 32500, 64500, 64500]);
});

test("cancelling stops the upload and reports canceled", async () => {
  const controller = new AbortController();
  const transport: Transport = async () => {
    controller.abort();
    throw new Error("aborted");
  };
  const error = await uploadWithRetry(file, {
    signal: controller.signal,
    transport,
    ...fakeTime(),
  }).catch((e: unknown) => e);
  expect(error).toEqual(new UploadFailure("canceled"));
});
