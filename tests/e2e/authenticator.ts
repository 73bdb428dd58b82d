/**
 * The authenticator app of every staff account the tests sign in with: the key read off the
 * enrolment page, and codes computed from it as an app would. The site accepts each code once,
 * so the codes used are remembered, per server, in a file every test file shares (the files run
 * one after another): a sign-in takes the next code not yet used, and waits for it when the app
 * would not show it yet.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { base32Decode, stepAt, stepSeconds, totpCode } from "../../app/.server/auth/totp";

interface Authenticator {
  key: string;
  /** The step of the last code used; a code for it or an earlier step is refused. */
  lastStep: number;
}

type Store = Record<string, Authenticator>;

function storeFile(serverUrl: string): string {
  return path.join(os.tmpdir(), `bgl-e2e-authenticators-${new URL(serverUrl).port}.json`);
}

function read(serverUrl: string): Store {
  try {
    return JSON.parse(fs.readFileSync(storeFile(serverUrl), "utf8")) as Store;
  } catch {
    return {};
  }
}

function write(serverUrl: string, store: Store): void {
  fs.writeFileSync(storeFile(serverUrl), JSON.stringify(store));
}

/** Forgets every key of a server on this address: called when a new server starts on it. */
export function forgetAuthenticators(serverUrl: string): void {
  fs.rmSync(storeFile(serverUrl), { force: true });
}

/** Keeps the key an enrolment page showed (spaces between groups are fine). */
export function rememberKey(serverUrl: string, email: string, key: string): void {
  const store = read(serverUrl);
  store[email] = { key: key.replace(/\s/g, ""), lastStep: 0 };
  write(serverUrl, store);
}

export function knownKey(serverUrl: string, email: string): string | undefined {
  return read(serverUrl)[email]?.key;
}

/** The code the app would show for `key` at `step`. */
export function codeAt(key: string, step: number): string {
  return totpCode(base32Decode(key)!, step);
}

/**
 * The next code the site will accept for the account: the current step's, or the next step's
 * when that one is used (the site allows a step of drift); waits when both are used. Never the
 * previous step's, which could fall out of the window on its way to the server.
 */
export async function nextCode(serverUrl: string, email: string): Promise<string> {
  const store = read(serverUrl);
  const entry = store[email];
  if (!entry) throw new Error(`No authenticator key is known for ${email} on ${serverUrl}`);
  for (;;) {
    const now = stepAt(new Date());
    const step = Math.max(now, entry.lastStep + 1);
    if (step <= now + 1) {
      entry.lastStep = step;
      write(serverUrl, store);
      return codeAt(entry.key, step);
    }
    await sleep(Math.max(0, (now + 1) * stepSeconds * 1000 - Date.now()) + 50);
  }
}
