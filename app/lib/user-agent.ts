/**
 * A browser's User-Agent header in plain words: which browser on which system ("Chrome" and
 * "Windows"), enough for a person to recognise their own devices. Only the common browsers and
 * systems are named; anything else is null, and the page says it is unknown.
 */
export interface Device {
  browser: string | null;
  system: string | null;
}

/** Tried in order: browsers built on Chrome name Chrome too, and Chrome names Safari. */
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bHeadlessChrome\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** Tried in order: iPhones and iPads say "like Mac OS X", Android says Linux. */
const systems: [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\biPhone\b|\biPad\b|\biPod\b/, "iOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bAndroid\b/, "Android"],
  [/\bLinux\b/, "Linux"],
];

function firstMatch(text: string, candidates: [RegExp, string][]): string | null {
  return candidates.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

export function describeDevice(userAgent: string): Device {
  return { browser: firstMatch(userAgent, browsers), system: firstMatch(userAgent, systems) };
}
