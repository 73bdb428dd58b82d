/**
 * Follows the content version in the database with one cheap query every `intervalMs`, so every app
 * server sees a change within that time without asking the database on each request. While the
 * database does not answer, the last version it gave stays current (cached pages keep being served).
 */
import { log } from "~/.server/log";
export interface VersionWatch {
  /** The latest version read, or undefined before the first successful read. */
  readonly current: string | undefined;
  /** Reads the version now (after a local change, or in tests) instead of waiting for the timer. */
  refresh(): Promise<void>;
  stop(): void;
}

export function watchVersion(
  read: () => Promise<string>,
  onChange: (version: string) => void,
  intervalMs = 250,
): VersionWatch {
  let current: string | undefined;
  let failing = false;
  let running: Promise<void> | undefined;

  async function poll() {
    try {
      const version = await read();
      if (failing) log.info("page cache: the content version can be read again");
      failing = false;
      if (version !== current) {
        current = version;
        onChange(version);
      }
    } catch (error) {
      if (!failing) {
        log.error(
          { err: error },
          "page cache: reading the content version failed; serving what is cached",
        );
      }
      failing = true;
    }
  }

  function refresh() {
    running ??= poll().finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void refresh(), intervalMs);
  timer.unref();
  void refresh();
  return {
    get current() {
      return current;
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
