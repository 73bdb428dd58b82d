/**
 * Image upload from the browser with progress, cancel and a retry policy: retry on
 * 5xx, 408, 429 and network failures, waiting 1 s, 2 s, 4 s … at most 64 s plus up to 1 s of
 * random jitter, and give up once 600 s have passed.
 */
export const maxUploadRetryMs = 600_000;
const maxBackoffMs = 64_000;

export type UploadErrorCode =
  | "unauthenticated"
  | "unauthorized"
  | "invalid-format"
  | "too-large"
  | "canceled"
  | "retry-limit-exceeded"
  | "unknown";

export class UploadFailure extends Error {
  constructor(readonly code: UploadErrorCode) {
    super(code);
    this.name = "UploadFailure";
  }
}

export interface UploadResult {
  url: string;
  width: number;
  height: number;
}

/** One HTTP attempt: status 0 means the request never got an answer. */
export interface TransportResponse {
  status: number;
  body: unknown;
}

export type Transport = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<TransportResponse>;

export interface UploadOptions {
  signal: AbortSignal;
  onProgress?: (percent: number) => void;
  onRetry?: (delayMs: number) => void;
  transport: Transport;
  maxRetryMs?: number;
  random?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.min(maxBackoffMs, 1000 * 2 ** attempt) + Math.floor(random() * 1000);
}

function codeFor(status: number, body: unknown): UploadErrorCode {
  const named = (body as { code?: unknown } | null)?.code;
  if (status === 401) return "unauthenticated";
  if (status === 403) return "unauthorized";
  if (status === 413) return "too-large";
  if (named === "invalid-format" || status === 415) return "invalid-format";
  return "unknown";
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new UploadFailure("canceled"));
      },
      { once: true },
    );
  });
}

export async function uploadWithRetry(file: File, options: UploadOptions): Promise<UploadResult> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const maxRetryMs = options.maxRetryMs ?? maxUploadRetryMs;
  const started = now();
  for (let attempt = 0; ; attempt++) {
    if (options.signal.aborted) throw new UploadFailure("canceled");
    let response: TransportResponse;
    try {
      response = await options.transport(
        file,
        (fraction) => options.onProgress?.(Math.round(fraction * 100)),
        options.signal,
      );
    } catch {
      if (options.signal.aborted) throw new UploadFailure("canceled");
      response = { status: 0, body: null };
    }
    if (response.status >= 200 && response.status < 300) return response.body as UploadResult;
    if (!isRetryable(response.status))
      throw new UploadFailure(codeFor(response.status, response.body));
    const delay = retryDelay(attempt, options.random);
    if (now() + delay - started > maxRetryMs) throw new UploadFailure("retry-limit-exceeded");
    options.onRetry?.(delay);
    await sleep(delay, options.signal);
  }
}

/** The browser transport: a multipart POST with upload progress. */
export function xhrTransport(url: string): Transport {
  return (file, onProgress, signal) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url);
      xhr.responseType = "json";
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
      xhr.onerror = () => resolve({ status: 0, body: null });
      xhr.ontimeout = () => resolve({ status: 0, body: null });
      signal.addEventListener("abort", () => {
        xhr.abort();
        reject(new UploadFailure("canceled"));
      });
      const body = new FormData();
      body.set("file", file);
      xhr.send(body);
    });
}
