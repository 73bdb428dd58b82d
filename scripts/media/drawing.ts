/**
 * What every media generator draws with: the brand palette, colour mixing, a seeded random
 * source and the number formats of SVG markup. The generators (news and track-record pictures,
 * hero videos, share image, PDF documents) all take their colours from here, so a change of
 * shade is one edit and every output follows it.
 */

/** The brand's colours, as the site's stylesheet names them in words. */
export const palette = {
  /** Group green: headers, the logo, primary buttons. */
  green: "#005100",
  gold: "#cc9933",
  /** The lighter green of highlights and charts. */
  bright: "#1bb24b",
  /** Warm off-white of light sections. */
  paper: "#f6f4ee",
  /** Near-black text colour. */
  ink: "#1c2420",
  /** The darkest greens, for backgrounds behind white text. */
  darkGreen: "#012a06",
  night: "#010d04",
  paleGold: "#e9c886",
} as const;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear mix of two hex colours as a hex colour: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const weight = clamp(t, 0, 1);
  const channel = (i: 0 | 1 | 2) =>
    Math.round(ca[i] + (cb[i] - ca[i]) * weight)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/**
 * A small seeded random source (mulberry32) in [0, 1): the same seed draws the same picture on
 * every run and every machine, so regenerated files are byte-identical.
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A coordinate in SVG markup: one decimal is finer than a pixel and keeps the markup short. */
export function coordinate(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}
