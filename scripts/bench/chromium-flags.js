/**
 * Flags of every headless Chromium the checks and benchmarks start: no sandbox (root in CI), no GPU,
 * no background traffic.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
