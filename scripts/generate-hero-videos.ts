// Renders the looping hero-carousel background videos and their WebP posters into public/videos: `npx tsx scripts/generate-hero-videos.ts [capital|wealth|markets ...]`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public/videos");

const WIDTH = 1920;
const HEIGHT = 1080;
const FPS = 25;
const SECONDS = 12;
const FRAME_COUNT = FPS * SECONDS;
const TAU = Math.PI * 2;
const FRAMES_IN_FLIGHT = 4;
const MAX_VIDEO_BYTES = 1_500_000;
const MAX_POSTER_BYTES = 80_000;

const C = {
  deepGreen: "#005100",
  gold: "#cc9933",
  brightGreen: "#1bb24b",
  offWhite: "#f6f4ee",
  charcoal: "#1c2420",
  darkGreen: "#012a06",
  night: "#010f04",
} as const;

/** A scene draws one frame as SVG for a loop phase in [0, 1); phase 1 must equal phase 0. */
type Scene = {
  name: string;
  crf: number;
  render: (phase: number) => string;
};

/* ------------------------------------------------------------------ helpers */

/** Formats a coordinate compactly (one decimal) for SVG output. */
function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** Formats an opacity with three decimals. */
function o(value: number): string {
  return clamp(value, 0, 1).toFixed(3);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function fract(value: number): number {
  return value - Math.floor(value);
}

function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = clamp((value - edge0) / (edge1 - edge0), 0, 1);
  return t * t * (3 - 2 * t);
}

function hexToRgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear mix of two hex colours: t = 0 gives a, t = 1 gives b. */
function mixColor(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const channel = (i: 0 | 1 | 2) => Math.round(ca[i] + (cb[i] - ca[i]) * clamp(t, 0, 1));
  return `rgb(${channel(0)},${channel(1)},${channel(2)})`;
}

/** Small seeded PRNG (mulberry32) so every run draws the same pictures. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function svgDocument(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}${sharedDefs()}</defs>${body}<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/></svg>`;
}

function sharedDefs(): string {
  return [
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">`,
    `<stop offset="0.45" stop-color="#000" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity="0.55"/>`,
    `</radialGradient>`,
    `<radialGradient id="softDot">`,
    `<stop offset="0" stop-color="${C.gold}" stop-opacity="1"/>`,
    `<stop offset="0.35" stop-color="${C.gold}" stop-opacity="0.35"/>`,
    `<stop offset="1" stop-color="${C.gold}" stop-opacity="0"/>`,
    `</radialGradient>`,
  ].join("");
}

/* ------------------------------------------------- scene 1: capital raising */

type BarLayer = {
  spacing: number;
  offset: number;
  width: number;
  opacity: number;
  color: string;
  scale: number;
  glow: number;
  pulse: number;
  seed: number;
};

const capitalLayers: BarLayer[] = [
  {
    spacing: 64,
    offset: 17,
    width: 1.4,
    opacity: 0.2,
    color: C.brightGreen,
    scale: 1.2,
    glow: 0,
    pulse: 0,
    seed: 0.3,
  },
  {
    spacing: 128,
    offset: 53,
    width: 2.2,
    opacity: 0.36,
    color: C.gold,
    scale: 1,
    glow: 0.1,
    pulse: 0.32,
    seed: 1.7,
  },
  {
    spacing: 256,
    offset: 131,
    width: 3.4,
    opacity: 0.62,
    color: C.gold,
    scale: 0.82,
    glow: 0.2,
    pulse: 0.55,
    seed: 4.1,
  },
];

/** Skyline height at horizontal position x: rises to the right and breathes with the loop. */
function capitalHeight(x: number, phase: number, layer: BarLayer): number {
  const u = x / WIDTH;
  const rise = 0.16 + 0.46 * Math.pow(clamp(u, 0, 1.2), 1.15);
  const swell = 0.05 * Math.sin(TAU * (1.3 * u - phase) + layer.seed);
  const texture =
    0.045 * Math.sin(TAU * 4.7 * u + 2.3 * layer.seed) +
    0.03 * Math.sin(TAU * 9.1 * u + layer.seed * 5.1);
  return HEIGHT * layer.scale * clamp(rise + swell + texture, 0.06, 0.95);
}

function capitalBars(phase: number, layer: BarLayer): string {
  const parts: string[] = [];
  const count = Math.ceil(WIDTH / layer.spacing) + 3;
  for (let i = -1; i < count; i++) {
    // Every bar drifts right by exactly one slot per loop, so phase 1 lines up with phase 0.
    const slot = i + phase;
    const x = layer.offset + (slot - 1) * layer.spacing;
    if (x < -80 || x > WIDTH + 80) continue;
    const h = capitalHeight(x, phase, layer);
    const top = HEIGHT - h;
    const w = layer.width;
    const color = layer.color;
    if (layer.glow > 0) {
      parts.push(
        `<rect x="${n(x - 14)}" y="${n(top)}" width="28" height="${n(h)}" fill="url(#columnHalo)" opacity="${o(layer.glow)}"/>`,
        `<circle cx="${n(x)}" cy="${n(top)}" r="${n(26 + w * 10)}" fill="url(#softDot)" opacity="${o(layer.glow * 1.3)}"/>`,
      );
    }
    parts.push(
      `<rect x="${n(x - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${color}" mask="url(#fadeDown)" opacity="${o(layer.opacity)}"/>`,
    );
    if (layer.pulse > 0) {
      // A soft light rises up each column; its offset depends on the continuous slot position.
      const p = fract(phase + 0.61 * slot + layer.seed);
      const envelope = Math.pow(Math.sin(Math.PI * p), 2);
      const y = HEIGHT - p * h;
      const len = 150;
      parts.push(
        `<rect x="${n(x - w * 1.5)}" y="${n(y - len * 0.25)}" width="${n(w * 3)}" height="${len}" fill="url(#pulse)" opacity="${o(layer.pulse * envelope)}"/>`,
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(18 + w * 6)}" fill="url(#softDot)" opacity="${o(layer.pulse * envelope * 0.5)}"/>`,
      );
    }
    if (layer.glow > 0) {
      parts.push(
        `<circle cx="${n(x)}" cy="${n(top)}" r="${n(w * 0.9)}" fill="${C.gold}" opacity="${o(layer.opacity + 0.2)}"/>`,
      );
    }
  }
  return parts.join("");
}

function renderCapital(phase: number): string {
  const breathe = 0.5 + 0.5 * Math.sin(TAU * phase);
  const defs = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${C.night}"/>`,
    `<stop offset="1" stop-color="${C.darkGreen}"/>`,
    `</linearGradient>`,
    `<radialGradient id="rise" cx="0.72" cy="1.05" r="0.8">`,
    `<stop offset="0" stop-color="${C.deepGreen}" stop-opacity="${o(0.5 + 0.1 * breathe)}"/>`,
    `<stop offset="1" stop-color="${C.deepGreen}" stop-opacity="0"/>`,
    `</radialGradient>`,
    `<linearGradient id="fadeGrad" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="#fff" stop-opacity="1"/>`,
    `<stop offset="0.5" stop-color="#fff" stop-opacity="0.45"/>`,
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/>`,
    `</linearGradient>`,
    `<mask id="fadeDown" maskContentUnits="objectBoundingBox"><rect width="1" height="1" fill="url(#fadeGrad)"/></mask>`,
    `<linearGradient id="columnHalo" x1="0" y1="0" x2="1" y2="0">`,
    `<stop offset="0" stop-color="${C.gold}" stop-opacity="0"/>`,
    `<stop offset="0.5" stop-color="${C.gold}" stop-opacity="0.5"/>`,
    `<stop offset="1" stop-color="${C.gold}" stop-opacity="0"/>`,
    `</linearGradient>`,
    `<linearGradient id="pulse" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${C.gold}" stop-opacity="0"/>`,
    `<stop offset="0.25" stop-color="#e8c27a" stop-opacity="1"/>`,
    `<stop offset="1" stop-color="${C.gold}" stop-opacity="0"/>`,
    `</linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0.6" stop-color="${C.night}" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="${C.night}" stop-opacity="0.7"/>`,
    `</linearGradient>`,
  ].join("");
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#rise)"/>`,
    ...capitalLayers.map((layer) => capitalBars(phase, layer)),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ground)"/>`,
  ].join("");
  return svgDocument(defs, body);
}

/* ----------------------------------------------- scene 2: growing wealth */

type Peak = {
  x: number;
  y: number;
  amplitude: number;
  sigma: number;
  orbitX: number;
  orbitY: number;
  turn: number;
  offset: number;
};

const wealthPeaks: Peak[] = (() => {
  const random = createRandom(20240517);
  const base = [
    { x: 1380, y: 560, amplitude: 1, sigma: 270 },
    { x: 720, y: 860, amplitude: 0.7, sigma: 230 },
    { x: 1700, y: 170, amplitude: 0.55, sigma: 210 },
    { x: 260, y: 300, amplitude: 0.42, sigma: 250 },
    { x: 980, y: 260, amplitude: -0.38, sigma: 300 },
  ];
  return base.map((peak, index) => ({
    ...peak,
    orbitX: 40 + random() * 50,
    orbitY: 30 + random() * 40,
    turn: index % 2 === 0 ? 1 : -1,
    offset: random() * TAU,
  }));
})();

const WEALTH_STEP = 0.085;
const WEALTH_MIN = -0.5;
const WEALTH_MAX = 1.35;
const GRID = 10;

function wealthField(x: number, y: number, phase: number): number {
  let value = 0;
  for (const peak of wealthPeaks) {
    const angle = TAU * phase * peak.turn + peak.offset;
    const dx = x - (peak.x + peak.orbitX * Math.cos(angle));
    const dy = y - (peak.y + peak.orbitY * Math.sin(angle));
    value += peak.amplitude * Math.exp(-(dx * dx + dy * dy) / (2 * peak.sigma * peak.sigma));
  }
  const u = x / WIDTH;
  const v = y / HEIGHT;
  value += 0.11 * Math.sin(TAU * (1.1 * u + 0.6 * v) + TAU * phase);
  value += 0.07 * Math.sin(TAU * (-0.7 * u + 1.3 * v) - TAU * phase + 1.3);
  return value;
}

/** Marching squares: returns one path per contour level, keyed by level value. */
function contourPaths(phase: number): { level: number; d: string }[] {
  const cols = Math.ceil(WIDTH / GRID) + 1;
  const rows = Math.ceil(HEIGHT / GRID) + 1;
  const field = new Float64Array(cols * rows);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      field[j * cols + i] = wealthField(i * GRID, j * GRID, phase);
    }
  }
  const at = (i: number, j: number) => field[j * cols + i] ?? 0;
  const results: { level: number; d: string }[] = [];
  const firstK = Math.floor(WEALTH_MIN / WEALTH_STEP) - 1;
  const lastK = Math.ceil(WEALTH_MAX / WEALTH_STEP) + 1;
  for (let k = firstK; k <= lastK; k++) {
    // Levels slide down by one step per loop, so rings grow outward and the loop is seamless.
    const level = (k - phase) * WEALTH_STEP;
    const segments: string[] = [];
    for (let j = 0; j < rows - 1; j++) {
      for (let i = 0; i < cols - 1; i++) {
        const a = at(i, j);
        const b = at(i + 1, j);
        const c = at(i + 1, j + 1);
        const d = at(i, j + 1);
        const index =
          (a > level ? 8 : 0) | (b > level ? 4 : 0) | (c > level ? 2 : 0) | (d > level ? 1 : 0);
        if (index === 0 || index === 15) continue;
        const x0 = i * GRID;
        const y0 = j * GRID;
        const top = () => [x0 + (GRID * (level - a)) / (b - a), y0] as const;
        const right = () => [x0 + GRID, y0 + (GRID * (level - b)) / (c - b)] as const;
        const bottom = () => [x0 + (GRID * (level - d)) / (c - d), y0 + GRID] as const;
        const left = () => [x0, y0 + (GRID * (level - a)) / (d - a)] as const;
        const line = (p: readonly [number, number], q: readonly [number, number]) =>
          segments.push(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`);
        const centre = (a + b + c + d) / 4 > level;
        switch (index) {
          case 1:
          case 14:
            line(left(), bottom());
            break;
          case 2:
          case 13:
            line(bottom(), right());
            break;
          case 3:
          case 12:
            line(left(), right());
            break;
          case 4:
          case 11:
            line(top(), right());
            break;
          case 6:
          case 9:
            line(top(), bottom());
            break;
          case 7:
          case 8:
            line(left(), top());
            break;
          case 5:
            if (centre) {
              line(left(), top());
              line(bottom(), right());
            } else {
              line(left(), bottom());
              line(top(), right());
            }
            break;
          case 10:
            if (centre) {
              line(left(), bottom());
              line(top(), right());
            } else {
              line(left(), top());
              line(bottom(), right());
            }
            break;
        }
      }
    }
    if (segments.length > 0) results.push({ level, d: segments.join("") });
  }
  return results;
}

function renderWealth(phase: number): string {
  const glows = wealthPeaks
    .filter((peak) => peak.amplitude > 0)
    .map((peak, index) => {
      const angle = TAU * phase * peak.turn + peak.offset;
      const cx = peak.x + peak.orbitX * Math.cos(angle);
      const cy = peak.y + peak.orbitY * Math.sin(angle);
      const r = peak.sigma * 2.2;
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#peakGlow)" opacity="${o(peak.amplitude * (index === 0 ? 0.9 : 0.7))}"/>`;
    })
    .join("");
  const lines = contourPaths(phase)
    .map(({ level, d }) => {
      const t = smoothstep(WEALTH_MIN, WEALTH_MAX, level);
      const color = mixColor(C.brightGreen, C.gold, smoothstep(0.35, 0.95, t));
      const opacity = 0.1 + 0.34 * t;
      const width = 1.2 + 0.9 * t;
      return `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${o(opacity)}" stroke-width="${n(width)}" stroke-linecap="round"/>`;
    })
    .join("");
  const defs = [
    `<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${C.night}"/>`,
    `<stop offset="1" stop-color="${C.darkGreen}"/>`,
    `</linearGradient>`,
    `<radialGradient id="peakGlow">`,
    `<stop offset="0" stop-color="${C.deepGreen}" stop-opacity="0.55"/>`,
    `<stop offset="1" stop-color="${C.deepGreen}" stop-opacity="0"/>`,
    `</radialGradient>`,
  ].join("");
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ground)"/>`,
    glows,
    `<g>${lines}</g>`,
  ].join("");
  return svgDocument(defs, body);
}

/* ------------------------------------------------------- scene 3: markets */

const CHART_LEFT = -40;
const CHART_RIGHT = WIDTH + 40;
const CHART_STEP = 8;
const TRACER_TAIL = 520;

type Wave = { frequency: number; amplitude: number; offset: number; speed: number };

function createWaves(seed: number, amplitude: number): Wave[] {
  const random = createRandom(seed);
  return [1.3, 2.1, 3.7, 5.9, 9.3, 14.1, 21.7].map((frequency, index) => ({
    frequency,
    amplitude: (amplitude / Math.pow(frequency, 0.75)) * (0.7 + 0.6 * random()),
    offset: random() * TAU,
    speed: index < 3 ? 0 : index % 2 === 0 ? 1 : -1,
  }));
}

const mainWaves = createWaves(91, 120);
const secondaryWaves = createWaves(2718, 90);

/** Price curve: an upward trend plus gently morphing harmonics (whole cycles per loop). */
function chartY(x: number, phase: number, waves: Wave[], base: number, trend: number): number {
  const u = x / WIDTH;
  let y = base - trend * u;
  for (const wave of waves) {
    y += wave.amplitude * Math.sin(TAU * wave.frequency * u + wave.offset + TAU * phase * wave.speed);
  }
  return y;
}

function chartPoints(phase: number, waves: Wave[], base: number, trend: number): [number, number][] {
  const points: [number, number][] = [];
  for (let x = CHART_LEFT; x <= CHART_RIGHT; x += CHART_STEP) {
    points.push([x, chartY(x, phase, waves, base, trend)]);
  }
  return points;
}

function polyline(points: [number, number][]): string {
  return points.map(([x, y], index) => `${index === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("");
}

function renderMarkets(phase: number): string {
  const main = chartPoints(phase, mainWaves, HEIGHT * 0.8, HEIGHT * 0.36);
  const secondary = chartPoints(phase, secondaryWaves, HEIGHT * 0.88, HEIGHT * 0.26);
  const mainPath = polyline(main);
  const areaPath = `${mainPath}L${CHART_RIGHT} ${HEIGHT}L${CHART_LEFT} ${HEIGHT}Z`;

  // The tracer sweeps left to right once per loop and fades in and out at the edges.
  const head = -120 + (WIDTH + 240) * phase;
  const tracerStrength = smoothstep(-120, 240, head) * (1 - smoothstep(WIDTH - 360, WIDTH + 60, head));
  const headY = chartY(head, phase, mainWaves, HEIGHT * 0.8, HEIGHT * 0.36);

  const grid: string[] = [];
  for (let x = 120; x < WIDTH; x += 160) {
    grid.push(`M${x} 0V${HEIGHT}`);
  }
  for (let y = 90; y < HEIGHT; y += 120) {
    grid.push(`M0 ${y}H${WIDTH}`);
  }

  const markers = [0.16, 0.33, 0.5, 0.66, 0.83]
    .map((u, index) => {
      const x = u * WIDTH;
      const y = chartY(x, phase, mainWaves, HEIGHT * 0.8, HEIGHT * 0.36);
      // Each marker breathes three times per loop (0.25 Hz), staggered, with a ring that drifts out.
      const beat = fract(phase * 3 + index * 0.37);
      const ring = 8 + 34 * beat;
      const ringOpacity = 0.5 * Math.pow(1 - beat, 1.6) * smoothstep(0, 0.15, beat);
      const lit = Math.exp(-Math.pow((head - x) / 220, 2)) * tracerStrength;
      const dotOpacity = 0.55 + 0.2 * Math.sin(TAU * (phase * 3 + index * 0.37)) + 0.25 * lit;
      return [
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(46 + 10 * lit)}" fill="url(#softDot)" opacity="${o(0.16 + 0.25 * lit)}"/>`,
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(ring)}" fill="none" stroke="${C.gold}" stroke-width="1.4" opacity="${o(ringOpacity)}"/>`,
        `<circle cx="${n(x)}" cy="${n(y)}" r="4.2" fill="${C.gold}" opacity="${o(dotOpacity)}"/>`,
      ].join("");
    })
    .join("");

  const defs = [
    `<linearGradient id="ground" x1="0" y1="0" x2="0.4" y2="1">`,
    `<stop offset="0" stop-color="${C.night}"/>`,
    `<stop offset="1" stop-color="#0a1a0f"/>`,
    `</linearGradient>`,
    `<radialGradient id="bloom" cx="0.78" cy="0.75" r="0.7">`,
    `<stop offset="0" stop-color="${C.deepGreen}" stop-opacity="0.55"/>`,
    `<stop offset="1" stop-color="${C.deepGreen}" stop-opacity="0"/>`,
    `</radialGradient>`,
    `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${C.gold}" stop-opacity="0.16"/>`,
    `<stop offset="0.5" stop-color="${C.gold}" stop-opacity="0.04"/>`,
    `<stop offset="1" stop-color="${C.gold}" stop-opacity="0"/>`,
    `</linearGradient>`,
    `<linearGradient id="tracer" gradientUnits="userSpaceOnUse" x1="${n(head - TRACER_TAIL)}" y1="0" x2="${n(head)}" y2="0">`,
    `<stop offset="0" stop-color="${C.gold}" stop-opacity="0"/>`,
    `<stop offset="0.75" stop-color="#e2b866" stop-opacity="${o(0.55 * tracerStrength)}"/>`,
    `<stop offset="1" stop-color="#f0d39a" stop-opacity="${o(0.95 * tracerStrength)}"/>`,
    `<stop offset="1" stop-color="${C.gold}" stop-opacity="0"/>`,
    `</linearGradient>`,
    `<linearGradient id="gridFade" x1="0" y1="0" x2="1" y2="0">`,
    `<stop offset="0" stop-color="${C.offWhite}" stop-opacity="0.03"/>`,
    `<stop offset="0.6" stop-color="${C.offWhite}" stop-opacity="0.07"/>`,
    `<stop offset="1" stop-color="${C.offWhite}" stop-opacity="0.05"/>`,
    `</linearGradient>`,
  ].join("");

  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ground)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bloom)"/>`,
    `<path d="${grid.join("")}" stroke="url(#gridFade)" stroke-width="1" fill="none"/>`,
    `<path d="${areaPath}" fill="url(#area)"/>`,
    `<path d="${polyline(secondary)}" fill="none" stroke="${C.brightGreen}" stroke-opacity="0.28" stroke-width="1.6" stroke-linejoin="round"/>`,
    `<path d="${mainPath}" fill="none" stroke="${C.gold}" stroke-opacity="0.16" stroke-width="9" stroke-linejoin="round"/>`,
    `<path d="${mainPath}" fill="none" stroke="${C.gold}" stroke-opacity="0.6" stroke-width="2.2" stroke-linejoin="round"/>`,
    `<path d="${mainPath}" fill="none" stroke="url(#tracer)" stroke-width="14" stroke-opacity="0.3" stroke-linejoin="round"/>`,
    `<path d="${mainPath}" fill="none" stroke="url(#tracer)" stroke-width="2.6" stroke-linejoin="round"/>`,
    `<circle cx="${n(head)}" cy="${n(headY)}" r="60" fill="url(#softDot)" opacity="${o(0.4 * tracerStrength)}"/>`,
    markers,
  ].join("");
  return svgDocument(defs, body);
}

/* ---------------------------------------------------------------- encoding */

const scenes: Scene[] = [
  { name: "hero-capital", crf: 26, render: renderCapital },
  { name: "hero-wealth", crf: 26, render: renderWealth },
  { name: "hero-markets", crf: 26, render: renderMarkets },
];

function assertFfmpeg(): void {
  const probe = spawnSync("ffmpeg", ["-hide_banner", "-version"], { stdio: "ignore" });
  if (probe.error || probe.status !== 0) {
    console.error(
      "ffmpeg was not found on PATH. Install it (Debian/Ubuntu: `apt-get install -y ffmpeg`, macOS: `brew install ffmpeg`) and run this script again.",
    );
    process.exit(1);
  }
}

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

function ffmpegArgs(scene: Scene, file: string): string[] {
  return [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${WIDTH}x${HEIGHT}`,
    "-r",
    String(FPS),
    "-i",
    "-",
    "-an",
    "-vf",
    "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=yuv420p",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-profile:v",
    "high",
    "-crf",
    String(scene.crf),
    "-maxrate",
    "900k",
    "-bufsize",
    "1800k",
    "-g",
    String(FPS * 4),
    "-x264-params",
    "aq-mode=3:aq-strength=0.9",
    "-color_primaries",
    "bt709",
    "-color_trc",
    "bt709",
    "-colorspace",
    "bt709",
    "-movflags",
    "+faststart",
    file,
  ];
}

function writeFrame(stream: NodeJS.WritableStream, frame: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(frame, (error) => (error ? reject(error) : resolve()));
  });
}

async function writePoster(frame: Buffer, file: string): Promise<number> {
  for (let quality = 82; quality >= 30; quality -= 8) {
    const data = await sharp(frame, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
    if (data.length <= MAX_POSTER_BYTES) {
      fs.writeFileSync(file, data);
      return data.length;
    }
  }
  throw new Error(`poster ${file} does not fit in ${MAX_POSTER_BYTES} bytes`);
}

async function renderScene(scene: Scene): Promise<void> {
  const started = Date.now();
  const videoFile = path.join(outDir, `${scene.name}.mp4`);
  const posterFile = path.join(outDir, `${scene.name}.webp`);
  const ffmpeg = spawn("ffmpeg", ffmpegArgs(scene, videoFile), {
    stdio: ["pipe", "inherit", "pipe"],
  });
  let stderr = "";
  ffmpeg.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<void>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr}`)),
    );
  });

  // Keep a few frames rasterising on sharp's thread pool while earlier ones are written in order.
  const pending: Promise<Buffer>[] = [];
  let next = 0;
  for (; next < Math.min(FRAMES_IN_FLIGHT, FRAME_COUNT); next++) {
    pending.push(rasterise(scene.render(next / FRAME_COUNT)));
  }
  let posterBytes = 0;
  for (let frame = 0; frame < FRAME_COUNT; frame++) {
    const buffer = await pending.shift()!;
    if (next < FRAME_COUNT) {
      pending.push(rasterise(scene.render(next / FRAME_COUNT)));
      next++;
    }
    if (frame === 0) posterBytes = await writePoster(buffer, posterFile);
    await writeFrame(ffmpeg.stdin, buffer);
  }
  ffmpeg.stdin.end();
  await finished;

  const videoBytes = fs.statSync(videoFile).size;
  if (videoBytes > MAX_VIDEO_BYTES) {
    throw new Error(`${scene.name}.mp4 is ${videoBytes} bytes, over the ${MAX_VIDEO_BYTES} limit`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `wrote public/videos/${scene.name}.mp4 (${(videoBytes / 1e6).toFixed(2)} MB) and .webp (${(posterBytes / 1e3).toFixed(0)} KB) in ${seconds}s`,
  );
}

async function main(): Promise<void> {
  assertFfmpeg();
  const wanted = process.argv.slice(2);
  const selected = scenes.filter(
    (scene) => wanted.length === 0 || wanted.some((name) => scene.name.endsWith(name)),
  );
  if (selected.length === 0) {
    console.error(`No scene matches ${wanted.join(", ")}; choose from capital, wealth, markets.`);
    process.exit(1);
  }
  fs.mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  for (const scene of selected) {
    await renderScene(scene);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

await main();
