// Renders the looping hero-carousel videos and WebP posters into public/videos: `npx tsx scripts/generate-hero-videos.ts`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { clamp, coordinate, createRandom, hexToRgb, mix, palette } from "./media/drawing";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public/videos");

const WIDTH = 1920;
const HEIGHT = 1080;
const PIXELS = WIDTH * HEIGHT;
const FPS = 25;
const SECONDS = 12;
const FRAME_COUNT = FPS * SECONDS;
const TAU = Math.PI * 2;
const FRAMES_IN_FLIGHT = 4;
const MAX_VIDEO_BYTES = 1_500_000;
const MAX_POSTER_BYTES = 80_000;

/** A soft round light painted into a static background. */
type Bloom = { x: number; y: number; rx: number; ry: number; color: string; opacity: number };

/** Static backdrop: a linear gradient from `from` (at `start`) to `to` (at `end`) plus blooms. */
type Backdrop = {
  from: string;
  to: string;
  start: [number, number];
  end: [number, number];
  blooms: Bloom[];
};

/**
 * A scene is a static backdrop plus a transparent SVG overlay drawn for a loop phase in
 * [0, 1). Every moving quantity is a periodic function of the phase, so phase 1 equals phase 0
 * and the video loops without a seam.
 */
type Scene = {
  name: string;
  /** x264 quality (lower is better) and tuning; the line-heavy wealth scene trades a little. */
  crf: number;
  x264: string;
  backdrop: Backdrop;
  render: (phase: number) => string;
};

/* ------------------------------------------------------------------ helpers */

/** Formats an opacity with three decimals. */
function o(value: number): string {
  return clamp(value, 0, 1).toFixed(3);
}

function fract(value: number): number {
  return value - Math.floor(value);
}

function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = clamp((value - edge0) / (edge1 - edge0), 0, 1);
  return t * t * (3 - 2 * t);
}

function svgDocument(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}<radialGradient id="softDot"><stop offset="0" stop-color="${palette.gold}" stop-opacity="1"/><stop offset="0.3" stop-color="${palette.gold}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/></radialGradient></defs>${body}</svg>`;
}

/* ------------------------------------------------- scene 1: capital raising */

type BarLayer = {
  spacing: number;
  offset: number;
  width: number;
  opacity: number;
  color: string;
  scale: number;
  style: "line" | "beam" | "column";
  pulse: number;
  seed: number;
};

const capitalLayers: BarLayer[] = [
  {
    spacing: 48,
    offset: 11,
    width: 1.2,
    opacity: 0.22,
    color: palette.bright,
    scale: 1.25,
    style: "line",
    pulse: 0,
    seed: 0.3,
  },
  {
    spacing: 112,
    offset: 47,
    width: 1.8,
    opacity: 0.42,
    color: palette.gold,
    scale: 1.05,
    style: "beam",
    pulse: 0.4,
    seed: 1.7,
  },
  {
    spacing: 224,
    offset: 139,
    width: 30,
    opacity: 0.75,
    color: palette.gold,
    scale: 0.85,
    style: "column",
    pulse: 0.5,
    seed: 4.1,
  },
];

/** Skyline height at screen position x: rises to the right and breathes with the loop. */
function capitalHeight(x: number, phase: number, layer: BarLayer): number {
  const u = x / WIDTH;
  const rise = 0.14 + 0.44 * Math.pow(clamp(u, 0, 1.2), 1.2);
  const swell = 0.05 * Math.sin(TAU * (1.2 * u - phase) + layer.seed);
  const texture =
    0.05 * Math.sin(TAU * 4.3 * u + 2.3 * layer.seed) +
    0.03 * Math.sin(TAU * 8.7 * u + layer.seed * 5.1);
  return HEIGHT * layer.scale * clamp(rise + swell + texture, 0.05, 0.95);
}

function capitalBars(phase: number, layer: BarLayer): string {
  const parts: string[] = [];
  const count = Math.ceil(WIDTH / layer.spacing) + 3;
  for (let i = 0; i < count; i++) {
    // Bars drift right by exactly one slot per loop, so phase 1 lines up with phase 0.
    const slot = i + phase;
    const x = layer.offset + (slot - 1) * layer.spacing;
    if (x < -120 || x > WIDTH + 120) continue;
    const h = capitalHeight(x, phase, layer);
    const top = HEIGHT - h;
    const w = layer.width;
    if (layer.style === "line") {
      parts.push(
        `<rect x="${coordinate(x - w / 2)}" y="${coordinate(top)}" width="${coordinate(w)}" height="${coordinate(h)}" fill="url(#fadeGreen)" fill-opacity="${o(layer.opacity)}"/>`,
      );
    } else if (layer.style === "beam") {
      parts.push(
        `<rect x="${coordinate(x - w / 2)}" y="${coordinate(top)}" width="${coordinate(w)}" height="${coordinate(h)}" fill="url(#fadeGold)" fill-opacity="${o(layer.opacity)}"/>`,
        `<circle cx="${coordinate(x)}" cy="${coordinate(top)}" r="22" fill="url(#softDot)" fill-opacity="0.22"/>`,
        `<circle cx="${coordinate(x)}" cy="${coordinate(top)}" r="2.2" fill="${palette.paleGold}" fill-opacity="0.7"/>`,
      );
    } else {
      parts.push(
        `<rect x="${coordinate(x - w / 2)}" y="${coordinate(top)}" width="${coordinate(w)}" height="${coordinate(h)}" fill="url(#glass)"/>`,
        `<rect x="${coordinate(x - w / 2)}" y="${coordinate(top)}" width="1" height="${coordinate(h)}" fill="url(#fadeGold)" fill-opacity="0.35"/>`,
        `<rect x="${coordinate(x + w / 2 - 1)}" y="${coordinate(top)}" width="1" height="${coordinate(h)}" fill="url(#fadeGold)" fill-opacity="0.35"/>`,
        `<ellipse cx="${coordinate(x)}" cy="${coordinate(top)}" rx="${coordinate(w * 2.2)}" ry="${coordinate(w * 1.1)}" fill="url(#softDot)" fill-opacity="0.2"/>`,
        `<rect x="${coordinate(x - w / 2)}" y="${coordinate(top - 1)}" width="${coordinate(w)}" height="2" fill="${palette.paleGold}" fill-opacity="${o(layer.opacity)}"/>`,
      );
    }
    if (layer.pulse > 0) {
      // A soft light climbs each bar; its offset follows the bar's continuous slot position.
      const p = fract(phase + 0.61 * slot + layer.seed);
      const envelope = Math.pow(Math.sin(Math.PI * p), 2);
      const y = HEIGHT - p * h;
      const len = layer.style === "column" ? 220 : 140;
      const pw = layer.style === "column" ? w : w * 2;
      parts.push(
        `<rect x="${coordinate(x - pw / 2)}" y="${coordinate(y - len * 0.2)}" width="${coordinate(pw)}" height="${len}" fill="url(#pulse)" fill-opacity="${o(layer.pulse * envelope)}"/>`,
      );
    }
  }
  return parts.join("");
}

function renderCapital(phase: number): string {
  const defs = [
    `<linearGradient id="fadeGold" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${palette.gold}" stop-opacity="1"/>`,
    `<stop offset="0.55" stop-color="${palette.gold}" stop-opacity="0.35"/>`,
    `<stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/>`,
    `</linearGradient>`,
    `<linearGradient id="fadeGreen" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${palette.bright}" stop-opacity="1"/>`,
    `<stop offset="1" stop-color="${palette.bright}" stop-opacity="0"/>`,
    `</linearGradient>`,
    `<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${palette.gold}" stop-opacity="0.2"/>`,
    `<stop offset="0.5" stop-color="${palette.gold}" stop-opacity="0.06"/>`,
    `<stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/>`,
    `</linearGradient>`,
    `<linearGradient id="pulse" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${palette.paleGold}" stop-opacity="0"/>`,
    `<stop offset="0.2" stop-color="${palette.paleGold}" stop-opacity="0.5"/>`,
    `<stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/>`,
    `</linearGradient>`,
  ].join("");
  return svgDocument(defs, capitalLayers.map((layer) => capitalBars(phase, layer)).join(""));
}

const capitalBackdrop: Backdrop = {
  from: palette.night,
  to: palette.darkGreen,
  start: [0, 0],
  end: [0, HEIGHT],
  blooms: [
    { x: 1400, y: 1150, rx: 1100, ry: 800, color: palette.green, opacity: 0.6 },
    { x: 1500, y: 700, rx: 600, ry: 500, color: palette.gold, opacity: 0.05 },
  ],
};

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
    orbitX: 14 + random() * 14,
    orbitY: 10 + random() * 12,
    turn: index % 2 === 0 ? 1 : -1,
    offset: random() * TAU,
  }));
})();

const WEALTH_STEP = 0.105;
const WEALTH_MIN = -0.5;
const WEALTH_MAX = 1.35;
const GRID = 10;
const COLS = Math.ceil(WIDTH / GRID) + 1;
const ROWS = Math.ceil(HEIGHT / GRID) + 1;

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
  value += 0.1 * Math.sin(TAU * (1.1 * u + 0.6 * v) + 0.25 * Math.sin(TAU * phase));
  value += 0.07 * Math.sin(TAU * (-0.7 * u + 1.3 * v) + 1.3 + 0.25 * Math.cos(TAU * phase));
  return value;
}

type Point = [number, number];

/** A contour polyline; closed ones are loops around a peak or a basin. */
type Chain = { points: Point[]; closed: boolean };

/** Marching squares for one level, with the cell segments joined into polylines. */
function traceContours(field: Float64Array, level: number): Chain[] {
  const value = (i: number, j: number) => field[j * COLS + i] ?? 0;
  // Edge ids: 2 * vertex index for the edge to the right of a vertex, +1 for the edge below it.
  const horizontal = (i: number, j: number) => 2 * (j * COLS + i);
  const vertical = (i: number, j: number) => 2 * (j * COLS + i) + 1;
  const links = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    const la = links.get(a);
    if (la) la.push(b);
    else links.set(a, [b]);
    const lb = links.get(b);
    if (lb) lb.push(a);
    else links.set(b, [a]);
  };
  for (let j = 0; j < ROWS - 1; j++) {
    for (let i = 0; i < COLS - 1; i++) {
      const a = value(i, j);
      const b = value(i + 1, j);
      const c = value(i + 1, j + 1);
      const d = value(i, j + 1);
      const index =
        (a > level ? 8 : 0) | (b > level ? 4 : 0) | (c > level ? 2 : 0) | (d > level ? 1 : 0);
      if (index === 0 || index === 15) continue;
      const top = horizontal(i, j);
      const bottom = horizontal(i, j + 1);
      const left = vertical(i, j);
      const right = vertical(i + 1, j);
      const centreAbove = (a + b + c + d) / 4 > level;
      switch (index) {
        case 1:
        case 14:
          link(left, bottom);
          break;
        case 2:
        case 13:
          link(bottom, right);
          break;
        case 3:
        case 12:
          link(left, right);
          break;
        case 4:
        case 11:
          link(top, right);
          break;
        case 6:
        case 9:
          link(top, bottom);
          break;
        case 7:
        case 8:
          link(left, top);
          break;
        case 5:
          if (centreAbove) {
            link(left, top);
            link(bottom, right);
          } else {
            link(left, bottom);
            link(top, right);
          }
          break;
        case 10:
          if (centreAbove) {
            link(left, bottom);
            link(top, right);
          } else {
            link(left, top);
            link(bottom, right);
          }
          break;
      }
    }
  }
  const point = (edge: number): Point => {
    const vertex = edge >> 1;
    const i = vertex % COLS;
    const j = (vertex - i) / COLS;
    const a = value(i, j);
    if ((edge & 1) === 0) return [(i + (level - a) / (value(i + 1, j) - a)) * GRID, j * GRID];
    return [i * GRID, (j + (level - a) / (value(i, j + 1) - a)) * GRID];
  };
  const visited = new Set<number>();
  const chains: Chain[] = [];
  const walk = (start: number) => {
    const points = [point(start)];
    visited.add(start);
    let previous = -1;
    let current = start;
    for (;;) {
      const next = (links.get(current) ?? []).find((edge) => edge !== previous);
      if (next === undefined) break;
      if (next === start) {
        chains.push({ points, closed: true });
        return;
      }
      if (visited.has(next)) break;
      visited.add(next);
      points.push(point(next));
      previous = current;
      current = next;
    }
    chains.push({ points, closed: false });
  };
  // Open chains start at the frame edge (one link); whatever is left are closed loops.
  for (const [edge, neighbours] of links) {
    if (neighbours.length === 1 && !visited.has(edge)) walk(edge);
  }
  for (const edge of links.keys()) {
    if (!visited.has(edge)) walk(edge);
  }
  return chains;
}

/** Chaikin corner cutting: rounds off the grid facets of small contour loops. */
function smoothChain(chain: Chain, iterations: number): Point[] {
  let points = chain.points;
  for (let pass = 0; pass < iterations && points.length > 2; pass++) {
    const smoothed: Point[] = chain.closed ? [] : [points[0] ?? [0, 0]];
    const segments = chain.closed ? points.length : points.length - 1;
    for (let i = 0; i < segments; i++) {
      const [ax, ay] = points[i] ?? [0, 0];
      const [bx, by] = points[(i + 1) % points.length] ?? [0, 0];
      smoothed.push([0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by]);
      smoothed.push([0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by]);
    }
    if (!chain.closed) smoothed.push(points[points.length - 1] ?? [0, 0]);
    points = smoothed;
  }
  return points;
}

function chainLength(chain: Chain): number {
  let length = 0;
  const count = chain.closed ? chain.points.length : chain.points.length - 1;
  for (let i = 0; i < count; i++) {
    const [ax, ay] = chain.points[i] ?? [0, 0];
    const [bx, by] = chain.points[(i + 1) % chain.points.length] ?? [0, 0];
    length += Math.hypot(bx - ax, by - ay);
  }
  return length;
}

function chainPath(points: Point[], closed: boolean): string {
  return `M${points.map(([x, y]) => `${coordinate(x)} ${coordinate(y)}`).join("L")}${closed ? "Z" : ""}`;
}

function renderWealth(phase: number): string {
  const field = new Float64Array(COLS * ROWS);
  for (let j = 0; j < ROWS; j++) {
    for (let i = 0; i < COLS; i++) {
      field[j * COLS + i] = wealthField(i * GRID, j * GRID, phase);
    }
  }
  const paths: string[] = [];
  const firstK = Math.floor(WEALTH_MIN / WEALTH_STEP) - 1;
  const lastK = Math.ceil(WEALTH_MAX / WEALTH_STEP) + 1;
  for (let k = firstK; k <= lastK; k++) {
    // Levels slide down one step per loop, so rings grow outward and the loop is seamless;
    // styling depends only on the level value, so a ring's look changes smoothly as it moves.
    const level = (k - phase) * WEALTH_STEP;
    const t = smoothstep(WEALTH_MIN, WEALTH_MAX, level);
    const color = mix(palette.bright, palette.gold, smoothstep(0.35, 0.95, t));
    const opacity = 0.12 + 0.36 * t;
    const style = `fill="none" stroke="${color}" stroke-width="${coordinate(1.2 + 0.9 * t)}" stroke-linejoin="round" stroke-linecap="round"`;
    const regular: string[] = [];
    for (const chain of traceContours(field, level)) {
      const length = chainLength(chain);
      const d = chainPath(smoothChain(chain, length < 400 ? 3 : 1), chain.closed);
      if (chain.closed && length < 240) {
        // Rings born at a peak (or vanishing into a basin) fade in and out with their size.
        const fade = smoothstep(0, 240, length);
        paths.push(`<path d="${d}" ${style} stroke-opacity="${o(opacity * fade)}"/>`);
      } else {
        regular.push(d);
      }
    }
    if (regular.length > 0) {
      paths.push(`<path d="${regular.join("")}" ${style} stroke-opacity="${o(opacity)}"/>`);
    }
  }
  return svgDocument("", paths.join(""));
}

const wealthBackdrop: Backdrop = {
  from: palette.night,
  to: palette.darkGreen,
  start: [0, 0],
  end: [WIDTH, HEIGHT],
  blooms: [
    { x: 1380, y: 560, rx: 640, ry: 560, color: palette.green, opacity: 0.5 },
    { x: 720, y: 860, rx: 520, ry: 460, color: palette.green, opacity: 0.35 },
    { x: 1700, y: 170, rx: 460, ry: 400, color: palette.green, opacity: 0.3 },
  ],
};

/* ------------------------------------------------------- scene 3: markets */

const CHART_LEFT = -40;
const CHART_RIGHT = WIDTH + 40;
const CHART_STEP = 8;
const TRACER_TAIL = 640;

type Wave = { frequency: number; amplitude: number; offset: number; speed: number };
type Curve = { waves: Wave[]; base: number; trend: number };

function createCurve(seed: number, amplitude: number, base: number, trend: number): Curve {
  const random = createRandom(seed);
  const waves = [1.2, 2.3, 3.6, 5.7, 8.9].map((frequency, index) => ({
    frequency,
    amplitude: (amplitude / Math.pow(frequency, 1.1)) * (0.75 + 0.5 * random()),
    offset: random() * TAU,
    speed: index < 2 ? 0 : index % 2 === 0 ? 1 : -1,
  }));
  return { waves, base, trend };
}

const mainCurve = createCurve(91, 130, HEIGHT * 0.78, HEIGHT * 0.34);
const secondaryCurve = createCurve(2718, 90, HEIGHT * 0.88, HEIGHT * 0.24);

/** Price curve: an upward trend plus gently morphing harmonics (whole cycles per loop). */
function chartY(x: number, phase: number, curve: Curve): number {
  const u = x / WIDTH;
  let y = curve.base - curve.trend * u;
  for (const wave of curve.waves) {
    y += wave.amplitude * Math.sin(TAU * (wave.frequency * u + phase * wave.speed) + wave.offset);
  }
  return y;
}

function chartPath(phase: number, curve: Curve): string {
  const points: string[] = [];
  for (let x = CHART_LEFT; x <= CHART_RIGHT; x += CHART_STEP) {
    points.push(`${coordinate(x)} ${coordinate(chartY(x, phase, curve))}`);
  }
  return `M${points.join("L")}`;
}

function renderMarkets(phase: number): string {
  const mainPath = chartPath(phase, mainCurve);
  const areaPath = `${mainPath}L${CHART_RIGHT} ${HEIGHT}L${CHART_LEFT} ${HEIGHT}Z`;

  // A soft light sweeps along the line once per loop, fading in and out near the edges.
  const head = -160 + (WIDTH + 320) * phase;
  const strength = smoothstep(-160, 260, head) * (1 - smoothstep(WIDTH - 420, WIDTH + 100, head));
  const headY = chartY(head, phase, mainCurve);

  const grid: string[] = [];
  for (let x = 120; x < WIDTH; x += 160) grid.push(`M${x} 0V${HEIGHT}`);
  for (let y = 90; y < HEIGHT; y += 120) grid.push(`M0 ${y}H${WIDTH}`);

  const markers = [0.2, 0.38, 0.56, 0.72, 0.87]
    .map((u, index) => {
      const x = u * WIDTH;
      const y = chartY(x, phase, mainCurve);
      // Each marker breathes twice per loop (one beat per 6 s), staggered, with a ring drifting out.
      const beat = fract(phase * 2 + index * 0.37);
      const ring = 7 + 30 * beat;
      const ringOpacity = 0.45 * Math.pow(1 - beat, 1.5) * smoothstep(0, 0.2, beat);
      const lit = Math.exp(-Math.pow((head - x) / 240, 2)) * strength;
      const glow = 0.16 + 0.06 * Math.sin(TAU * (phase * 2 + index * 0.37)) + 0.22 * lit;
      return [
        `<circle cx="${coordinate(x)}" cy="${coordinate(y)}" r="${coordinate(44 + 12 * lit)}" fill="url(#softDot)" fill-opacity="${o(glow)}"/>`,
        `<circle cx="${coordinate(x)}" cy="${coordinate(y)}" r="${coordinate(ring)}" fill="none" stroke="${palette.gold}" stroke-width="1.3" stroke-opacity="${o(ringOpacity)}"/>`,
        `<circle cx="${coordinate(x)}" cy="${coordinate(y)}" r="4" fill="${palette.paleGold}" fill-opacity="${o(0.6 + 0.3 * lit)}"/>`,
      ].join("");
    })
    .join("");

  const defs = [
    `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${palette.gold}" stop-opacity="0.12"/>`,
    `<stop offset="0.45" stop-color="${palette.gold}" stop-opacity="0.03"/>`,
    `<stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/>`,
    `</linearGradient>`,
    `<linearGradient id="tracer" gradientUnits="userSpaceOnUse" x1="${coordinate(head - TRACER_TAIL)}" y1="0" x2="${coordinate(head)}" y2="0">`,
    `<stop offset="0" stop-color="${palette.gold}" stop-opacity="0"/>`,
    `<stop offset="0.7" stop-color="${palette.gold}" stop-opacity="${o(0.45 * strength)}"/>`,
    `<stop offset="1" stop-color="${palette.paleGold}" stop-opacity="${o(0.9 * strength)}"/>`,
    `<stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/>`,
    `</linearGradient>`,
    `<linearGradient id="gridFade" x1="0" y1="0" x2="1" y2="0">`,
    `<stop offset="0" stop-color="${palette.paper}" stop-opacity="0.03"/>`,
    `<stop offset="0.6" stop-color="${palette.paper}" stop-opacity="0.06"/>`,
    `<stop offset="1" stop-color="${palette.paper}" stop-opacity="0.045"/>`,
    `</linearGradient>`,
  ].join("");

  const body = [
    `<path d="${grid.join("")}" stroke="url(#gridFade)" stroke-width="1" fill="none"/>`,
    `<path d="${areaPath}" fill="url(#area)"/>`,
    `<path d="${chartPath(phase, secondaryCurve)}" fill="none" stroke="${palette.bright}" stroke-opacity="0.26" stroke-width="1.5" stroke-linejoin="round"/>`,
    `<path d="${mainPath}" fill="none" stroke="${palette.gold}" stroke-opacity="0.12" stroke-width="8" stroke-linejoin="round"/>`,
    `<path d="${mainPath}" fill="none" stroke="${palette.gold}" stroke-opacity="0.55" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="${mainPath}" fill="none" stroke="url(#tracer)" stroke-width="12" stroke-opacity="0.3" stroke-linejoin="round"/>`,
    `<path d="${mainPath}" fill="none" stroke="url(#tracer)" stroke-width="2.4" stroke-linejoin="round"/>`,
    `<circle cx="${coordinate(head)}" cy="${coordinate(headY)}" r="70" fill="url(#softDot)" fill-opacity="${o(0.35 * strength)}"/>`,
    markers,
  ].join("");
  return svgDocument(defs, body);
}

const marketsBackdrop: Backdrop = {
  from: palette.night,
  to: "#0b1a10",
  start: [0, 0],
  end: [700, HEIGHT],
  blooms: [
    { x: 1500, y: 820, rx: 1000, ry: 620, color: palette.green, opacity: 0.55 },
    { x: 300, y: 1000, rx: 700, ry: 400, color: palette.ink, opacity: 0.5 },
  ],
};

/* ------------------------------------------------------------- compositing */

/**
 * Paints a backdrop at 16 bits per channel and darkens its edges with a vignette (0–1 per
 * pixel, also applied to the moving overlay). Frames go to ffmpeg as 16-bit RGB so that its
 * conversion to 8-bit YUV dithers the dark gradients instead of banding them.
 */
function paintBackdrop(backdrop: Backdrop): { base: Uint16Array; vignette: Float32Array } {
  const base = new Uint16Array(PIXELS * 3);
  const vignette = new Float32Array(PIXELS);
  const from = hexToRgb(backdrop.from);
  const to = hexToRgb(backdrop.to);
  const blooms = backdrop.blooms.map((bloom) => ({ ...bloom, rgb: hexToRgb(bloom.color) }));
  const [sx, sy] = backdrop.start;
  const dx = backdrop.end[0] - sx;
  const dy = backdrop.end[1] - sy;
  const length2 = dx * dx + dy * dy;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const t = smoothstep(0, 1, ((x - sx) * dx + (y - sy) * dy) / length2);
      let r = from[0] + (to[0] - from[0]) * t;
      let g = from[1] + (to[1] - from[1]) * t;
      let b = from[2] + (to[2] - from[2]) * t;
      for (const bloom of blooms) {
        const ex = (x - bloom.x) / bloom.rx;
        const ey = (y - bloom.y) / bloom.ry;
        const a = bloom.opacity * Math.exp(-2.2 * (ex * ex + ey * ey));
        r += (bloom.rgb[0] - r) * a;
        g += (bloom.rgb[1] - g) * a;
        b += (bloom.rgb[2] - b) * a;
      }
      const vx = (x - WIDTH / 2) / (WIDTH * 0.75);
      const vy = (y - HEIGHT / 2) / (HEIGHT * 0.75);
      const shade = 1 - 0.6 * smoothstep(0.35, 1, Math.sqrt(vx * vx + vy * vy));
      const p = y * WIDTH + x;
      vignette[p] = shade;
      base[p * 3] = Math.round(r * shade * 257);
      base[p * 3 + 1] = Math.round(g * shade * 257);
      base[p * 3 + 2] = Math.round(b * shade * 257);
    }
  }
  return { base, vignette };
}

/** Blends the rasterised overlay (straight 8-bit RGBA) over the 16-bit backdrop, with vignette. */
function composite(base: Uint16Array, vignette: Float32Array, overlay: Buffer): Uint16Array {
  const out = base.slice();
  for (let p = 0; p < PIXELS; p++) {
    const alpha = overlay[p * 4 + 3] ?? 0;
    if (alpha === 0) continue;
    const a = alpha / 255;
    const v = (vignette[p] ?? 1) * 257;
    for (let c = 0; c < 3; c++) {
      const under = out[p * 3 + c] ?? 0;
      const over = (overlay[p * 4 + c] ?? 0) * v;
      out[p * 3 + c] = Math.round(under + (over - under) * a);
    }
  }
  return out;
}

/** Reduces a 16-bit frame to dithered 8-bit RGB (for the poster image). */
function toEightBit(frame: Uint16Array): Buffer {
  const random = createRandom(7);
  const out = Buffer.alloc(frame.length);
  for (let i = 0; i < frame.length; i++) {
    const noise = random() + random() - 1;
    out[i] = clamp(Math.round((frame[i] ?? 0) / 257 + noise * 0.7), 0, 255);
  }
  return out;
}

/* ---------------------------------------------------------------- encoding */

// Zero dead zones and some psy-trellis keep the dithered dark gradients from banding.
const keepGradients = "aq-mode=3:aq-strength=1.1:deadzone-inter=0:deadzone-intra=0:psy-rd=1.0,0.25";

const scenes: Scene[] = [
  {
    name: "hero-capital",
    crf: 26,
    x264: keepGradients,
    backdrop: capitalBackdrop,
    render: renderCapital,
  },
  {
    name: "hero-wealth",
    crf: 28,
    x264: "aq-mode=3:aq-strength=0.9",
    backdrop: wealthBackdrop,
    render: renderWealth,
  },
  {
    name: "hero-markets",
    crf: 26,
    x264: keepGradients,
    backdrop: marketsBackdrop,
    render: renderMarkets,
  },
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

function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
}

function ffmpegArgs(scene: Scene, file: string): string[] {
  return [
    ["-hide_banner", "-loglevel", "error", "-y"],
    ["-f", "rawvideo", "-pix_fmt", "rgb48", "-s", `${WIDTH}x${HEIGHT}`, "-r", String(FPS)],
    ["-i", "-", "-an"],
    ["-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd,format=yuv420p"],
    ["-c:v", "libx264", "-preset", "slow", "-profile:v", "high", "-crf", String(scene.crf)],
    // The rate cap bounds the worst case: (850 kbit/s × 12 s + 1700 kbit) / 8 < 1.5 MB.
    ["-maxrate", "850k", "-bufsize", "1700k", "-g", String(FRAME_COUNT)],
    ["-x264-params", scene.x264],
    ["-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709"],
    ["-movflags", "+faststart", file],
  ].flat();
}

function writeFrame(stream: NodeJS.WritableStream, frame: Uint16Array): Promise<void> {
  // ffmpeg reads "rgb48" in native byte order, which is how the Uint16Array is laid out.
  const bytes = Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength);
  return new Promise((resolve, reject) => {
    stream.write(bytes, (error) => (error ? reject(error) : resolve()));
  });
}

async function writePoster(frame: Uint16Array, file: string): Promise<number> {
  const pixels = toEightBit(frame);
  // Start high (quality 95 keeps the dark gradients smooth) and step down until it fits.
  for (let quality = 95; quality >= 40; quality -= 3) {
    const data = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .webp({ quality, preset: "picture", effort: 6 })
      .toBuffer();
    if (data.length <= MAX_POSTER_BYTES) {
      fs.writeFileSync(file, data);
      await writePosterWidths(data, file);
      return data.length;
    }
  }
  throw new Error(`poster ${file} does not fit in ${MAX_POSTER_BYTES} bytes`);
}

/** Narrower copies of a poster for phones and tablets (`hero-x-640.webp`…), for its srcset. */
const posterWidths = [640, 960, 1280] as const;

async function writePosterWidths(poster: Buffer, file: string): Promise<void> {
  for (const width of posterWidths) {
    await sharp(poster)
      .resize(width)
      .webp({ quality: 72, preset: "picture", effort: 6 })
      .toFile(file.replace(/\.webp$/, `-${width}.webp`));
  }
}

async function renderScene(scene: Scene): Promise<void> {
  const started = Date.now();
  const videoFile = path.join(outDir, `${scene.name}.mp4`);
  const posterFile = path.join(outDir, `${scene.name}.webp`);
  const { base, vignette } = paintBackdrop(scene.backdrop);
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
  const queue = (frame: number) => pending.push(rasterise(scene.render(frame / FRAME_COUNT)));
  for (let frame = 0; frame < Math.min(FRAMES_IN_FLIGHT, FRAME_COUNT); frame++) queue(frame);
  let posterBytes = 0;
  for (let frame = 0; frame < FRAME_COUNT; frame++) {
    const overlay = await pending.shift();
    if (!overlay) throw new Error("frame queue ran dry");
    if (frame + FRAMES_IN_FLIGHT < FRAME_COUNT) queue(frame + FRAMES_IN_FLIGHT);
    const image = composite(base, vignette, overlay);
    if (frame === 0) posterBytes = await writePoster(image, posterFile);
    await writeFrame(ffmpeg.stdin, image);
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
    console.error(`No scene matches "${wanted.join(" ")}"; choose from capital, wealth, markets.`);
    process.exit(1);
  }
  fs.mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  // The scenes render side by side so the JavaScript, sharp and x264 work share both cores.
  await Promise.all(selected.map((scene) => renderScene(scene)));
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

await main();
