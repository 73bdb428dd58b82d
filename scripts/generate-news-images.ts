/**
 * Renders an abstract editorial illustration for every demo news item, plus a neutral
 * fallback, into public/images/news/ as 1200×675 WebP with a 1200×630 JPEG share card in
 * public/images/news/share/, and one for every track-record
 * entry into public/images/milestones/ as 800×500 AVIF and WebP.
 *
 *   npx tsx scripts/generate-news-images.ts
 *
 * Everything is drawn as SVG in code (no text, fonts or external assets) and is
 * deterministic: each image's variations come from a small PRNG seeded by its slug.
 */
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { loadDemoNews } from "../app/.server/db/seed/demo-news";
import { seedMilestoneImage, seedMilestones } from "../app/.server/db/seed/milestones";
import { shareImageSize } from "../app/lib/share-image";
import { coordinate, createRandom, mix, palette } from "./media/drawing";

const W = 1200;
const H = 675;
const QUALITY = 80;
const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const OUT_DIR = path.join(PUBLIC_DIR, "images/news");

/* ---------------------------------------------------------------- palette */

const tint = (c: string, t: number) => mix(c, palette.paper, t);
const shade = (c: string, t: number) => mix(c, "#000000", t);

/* ------------------------------------------------------------------ PRNG */

type Rng = {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The shared random source, seeded from the slug, with the helpers the motifs use. */
function makeRng(seedText: string): Rng {
  const next = createRandom(hashString(seedText));
  const rng = next as Rng;
  rng.range = (min, max) => min + (max - min) * next();
  rng.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  rng.pick = (items) => items[Math.floor(next() * items.length)]!;
  rng.chance = (p) => next() < p;
  return rng;
}

/* --------------------------------------------------------------- helpers */

/** Short name for the many coordinates written into the SVG templates below. */
const f = coordinate;

type Pt = [number, number];

/** A smooth path through the points (Catmull-Rom converted to cubic Béziers). */
function smoothPath(pts: Pt[], move = true): string {
  if (pts.length < 2) return "";
  const [x0, y0] = pts[0]!;
  let d = move ? `M${f(x0)} ${f(y0)}` : `L${f(x0)} ${f(y0)}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[i + 2] ?? p2;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  const x0 = cx + r * Math.cos(a0);
  const y0 = cy + r * Math.sin(a0);
  const x1 = cx + r * Math.cos(a1);
  const y1 = cy + r * Math.sin(a1);
  return `M${f(x0)} ${f(y0)}A${f(r)} ${f(r)} 0 ${large} 1 ${f(x1)} ${f(y1)}`;
}

function dotGrid(step: number, r: number, color: string, opacity: number, x0 = 0, y0 = 0): string {
  const id = `dots${step}${Math.round(r * 10)}`;
  return `<defs><pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse" x="${x0}" y="${y0}"><circle cx="${step / 2}" cy="${step / 2}" r="${r}" fill="${color}"/></pattern></defs><rect width="${W}" height="${H}" fill="url(#${id})" opacity="${opacity}"/>`;
}

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/** A soft edge darkening that gives every image the same quiet, photographic finish. */
function vignette(strength = 0.18): string {
  return `<defs><radialGradient id="vig" cx="50%" cy="50%" r="75%"><stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="${strength}"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#vig)"/>`;
}

/* ---------------------------------------------------------------- motifs */

type Motif = (rng: Rng) => string;

/** Broadcast ripples: concentric, partly broken rings around a source; twelve tiles for twelve sessions. */
const ripples: Motif = (rng) => {
  const cx = W * rng.range(0.64, 0.72);
  const cy = H * rng.range(0.48, 0.58);
  let s = `<defs><radialGradient id="bg" cx="${f(cx / W)}" cy="${f(cy / H)}" r="0.9"><stop offset="0" stop-color="${tint(palette.gold, 0.82)}"/><stop offset="0.55" stop-color="${palette.paper}"/><stop offset="1" stop-color="${mix(palette.paper, palette.green, 0.06)}"/></radialGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  s += dotGrid(28, 1.3, palette.green, 0.16);
  for (let i = 0; i < 26; i++) {
    const r = 70 + i * 26;
    const gold = i % 5 === 2;
    const color = gold ? palette.gold : palette.green;
    const op = Math.max(0.08, 0.75 - i * 0.027);
    const sw = gold ? 2.4 : i % 2 === 0 ? 1.6 : 1;
    // Each ring is drawn as a few arcs with gaps, like a signal spreading out.
    let a = rng.range(0, Math.PI * 2);
    const end = a + Math.PI * 2;
    while (a < end - 0.2) {
      const len = Math.min(rng.range(0.6, 2.4), end - a - 0.1);
      s += `<path d="${arcPath(cx, cy, r, a, a + len)}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" opacity="${(Math.round(op * 100) / 100).toString()}"/>`;
      a += len + rng.range(0.08, 0.35);
    }
  }
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="52" fill="${palette.green}"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="20" fill="${palette.gold}"/>`;
  // Twelve sessions: a 4 × 3 grid, one highlighted.
  const size = 34;
  const gap = 14;
  const gx = 110;
  const gy = H / 2 - (3 * size + 2 * gap) / 2;
  const hi = rng.int(0, 11);
  for (let i = 0; i < 12; i++) {
    const x = gx + (i % 4) * (size + gap);
    const y = gy + Math.floor(i / 4) * (size + gap);
    const fill = i === hi ? palette.gold : i < hi ? palette.green : "none";
    const stroke = i === hi ? palette.gold : palette.green;
    s += `<rect x="${x}" y="${f(y)}" width="${size}" height="${size}" rx="4" fill="${fill}" stroke="${stroke}" stroke-width="1.5" opacity="${i < hi ? 0.85 : 1}"/>`;
  }
  return s + vignette(0.1);
};

/** Lagos waterfront: layered towers, a cable-stayed bridge and the lagoon. */
const skyline: Motif = (rng) => {
  const horizon = 468;
  let s = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.paper}"/><stop offset="1" stop-color="${tint(palette.gold, 0.62)}"/></linearGradient>`;
  s += `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(tint(palette.green, 0.45), palette.gold, 0.12)}"/><stop offset="0.45" stop-color="${shade(palette.green, 0.1)}"/><stop offset="1" stop-color="${palette.ink}"/></linearGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const sunX = W * rng.range(0.18, 0.32);
  s += `<circle cx="${f(sunX)}" cy="250" r="150" fill="${tint(palette.gold, 0.45)}" opacity="0.55"/>`;
  s += `<circle cx="${f(sunX)}" cy="250" r="96" fill="${palette.gold}" opacity="0.75"/>`;

  const towers = (color: string, minH: number, maxH: number, density: number, windows: boolean) => {
    let out = "";
    let x = -20;
    while (x < W + 20) {
      const w = rng.range(34, 86);
      const tall = rng.chance(0.18);
      const h = tall ? rng.range(maxH * 0.9, maxH * 1.35) : rng.range(minH, maxH);
      if (rng.chance(density)) {
        const top = horizon - h;
        out += `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h + 2)}" fill="${color}"/>`;
        if (tall) {
          // Stepped crown and mast on the tallest towers.
          out += `<rect x="${f(x + w * 0.18)}" y="${f(top - 18)}" width="${f(w * 0.64)}" height="20" fill="${color}"/>`;
          out += `<rect x="${f(x + w / 2 - 1.5)}" y="${f(top - 58)}" width="3" height="42" fill="${color}"/>`;
        }
        if (windows && w > 44) {
          for (let wy = top + 14; wy < horizon - 12; wy += 16) {
            out += `<rect x="${f(x + 8)}" y="${f(wy)}" width="${f(w - 16)}" height="2" fill="${palette.paper}" opacity="0.12"/>`;
          }
        }
      }
      x += w + rng.range(4, 18);
    }
    return out;
  };
  const city =
    towers(tint(palette.green, 0.72), 70, 190, 0.9, false) +
    towers(tint(palette.green, 0.42), 50, 150, 0.75, false) +
    towers(palette.green, 30, 120, 0.55, true);
  s += city;

  // Water, with a faint mirrored city.
  s += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#water)"/>`;
  s += `<clipPath id="lagoon"><rect y="${horizon}" width="${W}" height="${H - horizon}"/></clipPath>`;
  s += `<g clip-path="url(#lagoon)" opacity="0.12"><g transform="translate(0 ${2 * horizon}) scale(1 -1)">${city}</g></g>`;
  s += `<rect y="${horizon}" width="${W}" height="2" fill="${palette.paper}" opacity="0.5"/>`;
  for (let i = 0; i < 46; i++) {
    const y = horizon + 10 + rng.range(0, H - horizon - 14);
    const len = rng.range(30, 220);
    const x = rng.range(-40, W);
    const gold = Math.abs(x + len / 2 - sunX) < 160 && rng.chance(0.7);
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="1.6" fill="${gold ? palette.gold : palette.paper}" opacity="${gold ? 0.55 : 0.12}"/>`;
  }

  // Cable-stayed bridge across the foreground.
  const deck = horizon + 62;
  const px = W * rng.range(0.62, 0.74);
  const top = deck - 190;
  s += `<rect x="0" y="${deck}" width="${W}" height="7" fill="${palette.paper}" opacity="0.92"/>`;
  s += `<rect x="0" y="${deck + 7}" width="${W}" height="3" fill="${palette.ink}" opacity="0.35"/>`;
  for (let x = 40; x < W; x += 120) {
    s += `<rect x="${x}" y="${deck + 10}" width="6" height="${H - deck}" fill="${palette.ink}" opacity="0.45"/>`;
  }
  for (let i = 1; i <= 11; i++) {
    const d = i * 38;
    const y = top + 22 + i * 5;
    s += `<line x1="${f(px)}" y1="${f(y)}" x2="${f(px - d)}" y2="${deck}" stroke="${palette.gold}" stroke-width="1.4" opacity="0.9"/>`;
    s += `<line x1="${f(px)}" y1="${f(y)}" x2="${f(px + d)}" y2="${deck}" stroke="${palette.gold}" stroke-width="1.4" opacity="0.9"/>`;
  }
  s += `<path d="M${f(px - 9)} ${deck}L${f(px - 4)} ${top}L${f(px + 4)} ${top}L${f(px + 9)} ${deck}Z" fill="${palette.paper}"/>`;
  return s + vignette(0.16);
};

/** Portfolio rings: an allocation chart abstracted into concentric arcs on a dark field. */
const rings: Motif = (rng) => {
  const cx = W * rng.range(0.6, 0.68);
  const cy = H * 0.5;
  let s = `<defs><radialGradient id="bg" cx="${f(cx / W)}" cy="0.5" r="0.85"><stop offset="0" stop-color="${shade(palette.green, 0.35)}"/><stop offset="1" stop-color="${palette.ink}"/></radialGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  s += dotGrid(30, 1.1, palette.paper, 0.1);
  const colors = [
    palette.bright,
    palette.gold,
    tint(palette.green, 0.35),
    tint(palette.gold, 0.45),
    palette.paper,
  ];
  const count = 9;
  for (let i = 0; i < count; i++) {
    const r = 70 + i * 30;
    const sw = i % 3 === 0 ? 16 : 9;
    let a = -Math.PI / 2 + rng.range(-0.3, 0.3);
    const total = rng.range(Math.PI * 1.1, Math.PI * 1.95);
    const end = a + total;
    const parts = rng.int(2, 4);
    for (let p = 0; p < parts && a < end; p++) {
      const len = p === parts - 1 ? end - a : ((end - a) / (parts - p)) * rng.range(0.6, 1.3);
      const color = rng.pick(colors);
      const op = color === palette.paper ? 0.5 : 0.95;
      s += `<path d="${arcPath(cx, cy, r, a, a + Math.max(0.05, len - 0.06))}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="butt" opacity="${op}"/>`;
      a += len;
    }
    s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="none" stroke="${palette.paper}" stroke-width="0.8" opacity="0.08"/>`;
  }
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="40" fill="${palette.gold}"/>`;
  // A quiet rising bar sequence to the left: years of distributions.
  const bx = 90;
  const by = H - 120;
  for (let i = 0; i < 7; i++) {
    const h = 40 + i * 22 + rng.range(-10, 10);
    s += `<rect x="${bx + i * 26}" y="${f(by - h)}" width="12" height="${f(h)}" fill="${i === 6 ? palette.gold : palette.paper}" opacity="${i === 6 ? 1 : 0.16 + i * 0.05}"/>`;
  }
  return s + vignette(0.2);
};

/** Trading screen: candles and a moving average over a dot grid on deep green. */
const candles: Motif = (rng) => {
  let s = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.green}"/><stop offset="1" stop-color="${shade(palette.green, 0.55)}"/></linearGradient>`;
  s += `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.bright}" stop-opacity="0.28"/><stop offset="1" stop-color="${palette.bright}" stop-opacity="0"/></linearGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  s += dotGrid(24, 1.4, palette.paper, 0.13);
  // Screen panel.
  s += `<rect x="70" y="70" width="${W - 140}" height="${H - 140}" rx="18" fill="${palette.ink}" opacity="0.28" stroke="${palette.paper}" stroke-opacity="0.14"/>`;
  for (let y = 150; y < H - 90; y += 80) {
    s += `<line x1="110" y1="${y}" x2="${W - 110}" y2="${y}" stroke="${palette.paper}" stroke-width="1" opacity="0.07"/>`;
  }
  const n = 34;
  const x0 = 130;
  const step = (W - 260) / (n - 1);
  let price = 470;
  const closes: Pt[] = [];
  let out = "";
  for (let i = 0; i < n; i++) {
    const open = price;
    const drift = -6.5;
    const close = open + drift + rng.range(-24, 20);
    const hi = Math.min(open, close) - rng.range(6, 26);
    const lo = Math.max(open, close) + rng.range(6, 26);
    const up = close < open;
    const color = up ? palette.bright : palette.gold;
    const x = x0 + i * step;
    out += `<line x1="${f(x)}" y1="${f(hi)}" x2="${f(x)}" y2="${f(lo)}" stroke="${color}" stroke-width="1.6" opacity="0.85"/>`;
    out += `<rect x="${f(x - 6)}" y="${f(Math.min(open, close))}" width="12" height="${f(Math.max(2, Math.abs(close - open)))}" fill="${up ? color : "none"}" stroke="${color}" stroke-width="1.6" rx="1.5"/>`;
    closes.push([x, (open + close) / 2]);
    price = close;
  }
  // Moving average over the candles.
  const ma: Pt[] = closes.map(([x], i) => {
    const win = closes.slice(Math.max(0, i - 4), i + 1);
    return [x, win.reduce((t, p) => t + p[1], 0) / win.length - 10];
  });
  s += `<path d="${smoothPath(ma)}L${f(ma[ma.length - 1]![0])} ${H - 90}L${f(ma[0]![0])} ${H - 90}Z" fill="url(#area)"/>`;
  s += out;
  s += `<path d="${smoothPath(ma)}" fill="none" stroke="${palette.paper}" stroke-width="2.4" opacity="0.85"/>`;
  const last = ma[ma.length - 1]!;
  s += `<circle cx="${f(last[0])}" cy="${f(last[1])}" r="7" fill="${palette.paper}"/><circle cx="${f(last[0])}" cy="${f(last[1])}" r="16" fill="none" stroke="${palette.paper}" stroke-opacity="0.35"/>`;
  return s + vignette(0.18);
};

/** Harvest landscape: layered fields with crop rows under a low sun. */
const fields: Motif = (rng) => {
  let s = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.paper}"/><stop offset="1" stop-color="${tint(palette.gold, 0.5)}"/></linearGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const sunX = W * rng.range(0.62, 0.8);
  s += `<circle cx="${f(sunX)}" cy="250" r="84" fill="${palette.gold}"/>`;
  s += `<circle cx="${f(sunX)}" cy="250" r="130" fill="none" stroke="${palette.gold}" stroke-width="1.5" opacity="0.45"/>`;
  s += `<circle cx="${f(sunX)}" cy="250" r="176" fill="none" stroke="${palette.gold}" stroke-width="1" opacity="0.25"/>`;
  const layers = [
    { base: 300, color: tint(palette.green, 0.68), rows: null },
    { base: 365, color: tint(palette.gold, 0.25), rows: shade(palette.gold, 0.18) },
    { base: 430, color: palette.bright, rows: shade(palette.bright, 0.22) },
    { base: 500, color: palette.gold, rows: tint(palette.gold, 0.35) },
    { base: 580, color: palette.green, rows: tint(palette.green, 0.3) },
  ];
  layers.forEach((layer, j) => {
    const a1 = rng.range(14, 34);
    const f1 = rng.range(0.0022, 0.0042);
    const p1 = rng.range(0, 6.28);
    const a2 = rng.range(5, 12);
    const f2 = rng.range(0.006, 0.011);
    const p2 = rng.range(0, 6.28);
    const y = (x: number) => layer.base + a1 * Math.sin(x * f1 + p1) + a2 * Math.sin(x * f2 + p2);
    const pts: Pt[] = [];
    for (let x = -20; x <= W + 20; x += 40) pts.push([x, y(x)]);
    const top = smoothPath(pts);
    s += `<clipPath id="hill${j}"><path d="${top}L${W + 20} ${H}L-20 ${H}Z"/></clipPath>`;
    s += `<path d="${top}L${W + 20} ${H}L-20 ${H}Z" fill="${layer.color}"/>`;
    if (layer.rows) {
      let rows = "";
      let off = 8;
      let gap = 7 + j * 1.5;
      while (off < H - layer.base + 60) {
        const rp: Pt[] = pts.map(([x, yy]) => [x, yy + off]);
        rows += `<path d="${smoothPath(rp)}" fill="none" stroke="${layer.rows}" stroke-width="${f(1 + j * 0.35)}" opacity="0.55"/>`;
        off += gap;
        gap *= 1.12;
      }
      s += `<g clip-path="url(#hill${j})">${rows}</g>`;
    }
  });
  return s + vignette(0.14);
};

/** Modernist tiles: a calm grid of circle segments and bars in the brand palette. */
const tiles: Motif = (rng) => {
  const size = 150;
  const cols = Math.ceil(W / size);
  const rows = Math.ceil(H / size) + 1;
  const y0 = (H - rows * size) / 2;
  let s = `<rect width="${W}" height="${H}" fill="${palette.paper}"/>`;
  const fills = [
    palette.green,
    palette.green,
    palette.green,
    palette.gold,
    palette.gold,
    palette.bright,
    tint(palette.green, 0.55),
    tint(palette.gold, 0.45),
  ];
  const shapes = [
    "quarter",
    "quarter",
    "half",
    "circle",
    "ring",
    "bars",
    "triangle",
    "empty",
    "empty",
  ] as const;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * size;
      const y = y0 + r * size;
      // Leave the left third mostly open for breathing room.
      const calm = c < 3 && rng.chance(0.55);
      const shape = calm ? "empty" : rng.pick(shapes);
      if (!calm && rng.chance(0.4)) {
        s += `<rect x="${x}" y="${f(y)}" width="${size}" height="${size}" fill="${rng.pick([tint(palette.green, 0.85), tint(palette.gold, 0.8), tint(palette.green, 0.7)])}"/>`;
      }
      const fill = rng.pick(fills);
      const rot = rng.int(0, 3) * 90;
      const cx = x + size / 2;
      const cy = y + size / 2;
      const g = (inner: string) => `<g transform="rotate(${rot} ${f(cx)} ${f(cy)})">${inner}</g>`;
      switch (shape) {
        case "quarter":
          s += g(
            `<path d="M${x} ${f(y)}L${x + size} ${f(y)}A${size} ${size} 0 0 1 ${x} ${f(y + size)}Z" fill="${fill}"/>`,
          );
          break;
        case "half":
          s += g(
            `<path d="M${x} ${f(y + size)}A${size / 2} ${size / 2} 0 0 1 ${x + size} ${f(y + size)}Z" fill="${fill}"/>`,
          );
          break;
        case "circle":
          s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${size / 2 - 16}" fill="${fill}"/>`;
          break;
        case "ring":
          for (let k = 0; k < 3; k++) {
            s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${size / 2 - 14 - k * 18}" fill="none" stroke="${fill}" stroke-width="5"/>`;
          }
          break;
        case "bars": {
          let inner = "";
          for (let k = 0; k < 5; k++) {
            inner += `<rect x="${x + 18}" y="${f(y + 18 + k * 25)}" width="${size - 36}" height="10" fill="${fill}"/>`;
          }
          s += g(inner);
          break;
        }
        case "triangle":
          s += g(
            `<path d="M${x} ${f(y)}L${x + size} ${f(y + size)}L${x} ${f(y + size)}Z" fill="${fill}"/>`,
          );
          break;
        default:
          break;
      }
    }
  }
  // Fine grid lines hold the composition together.
  for (let c = 1; c < cols; c++)
    s += `<line x1="${c * size}" y1="0" x2="${c * size}" y2="${H}" stroke="${palette.ink}" stroke-width="1" opacity="0.06"/>`;
  for (let r = 0; r <= rows; r++)
    s += `<line x1="0" y1="${f(y0 + r * size)}" x2="${W}" y2="${f(y0 + r * size)}" stroke="${palette.ink}" stroke-width="1" opacity="0.06"/>`;
  return s + vignette(0.08);
};

/** Fan chart: a history line, then widening scenario bands into the coming year. */
const fan: Motif = (rng) => {
  let s = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.paper}"/><stop offset="1" stop-color="${tint(palette.gold, 0.78)}"/></linearGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  for (let y = 75; y < H; y += 75)
    s += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${palette.ink}" stroke-width="1" opacity="0.07"/>`;
  for (let x = 100; x < W; x += 100)
    s += `<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="${palette.ink}" stroke-width="1" opacity="0.04"/>`;
  const nowX = W * rng.range(0.5, 0.56);
  const hist: Pt[] = [];
  let y = rng.range(470, 520);
  for (let x = 40; x <= nowX; x += 24) {
    hist.push([x, y]);
    y += rng.range(-26, 22) - 1.5;
    y = Math.min(600, Math.max(300, y));
  }
  const start = hist[hist.length - 1]!;
  const end: Pt = [W - 60, start[1] - rng.range(110, 170)];
  const centre = (t: number): number => start[1] + (end[1] - start[1]) * (1 - Math.pow(1 - t, 1.6));
  const bands = [
    { spread: 200, op: 0.16 },
    { spread: 140, op: 0.22 },
    { spread: 85, op: 0.32 },
    { spread: 40, op: 0.5 },
  ];
  for (const band of bands) {
    const upper: Pt[] = [];
    const lower: Pt[] = [];
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      const x = start[0] + (end[0] - start[0]) * t;
      const spread = band.spread * Math.pow(t, 0.85);
      upper.push([x, centre(t) - spread * 0.9]);
      lower.push([x, centre(t) + spread * 1.1]);
    }
    s += `<path d="${smoothPath(upper)}${smoothPath(lower.reverse(), false)}Z" fill="${palette.gold}" opacity="${band.op}"/>`;
  }
  const base: Pt[] = [];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    base.push([start[0] + (end[0] - start[0]) * t, centre(t)]);
  }
  s += `<line x1="${f(nowX)}" y1="40" x2="${f(nowX)}" y2="${H - 40}" stroke="${palette.ink}" stroke-width="1.2" stroke-dasharray="4 6" opacity="0.35"/>`;
  s += `<path d="${smoothPath(hist)}" fill="none" stroke="${palette.green}" stroke-width="4" stroke-linejoin="round"/>`;
  s += `<path d="${smoothPath(base)}" fill="none" stroke="${palette.green}" stroke-width="3" stroke-dasharray="10 8"/>`;
  s += `<circle cx="${f(start[0])}" cy="${f(start[1])}" r="9" fill="${palette.gold}" stroke="${palette.paper}" stroke-width="3"/>`;
  s += `<circle cx="${f(end[0])}" cy="${f(end[1])}" r="6" fill="${palette.bright}"/>`;
  return s + vignette(0.1);
};

/** Many small contributions flowing into one shared goal. */
const converge: Motif = (rng) => {
  const tx = W * rng.range(0.68, 0.74);
  const ty = H * rng.range(0.46, 0.54);
  let s = `<defs><radialGradient id="bg" cx="${f(tx / W)}" cy="${f(ty / H)}" r="0.9"><stop offset="0" stop-color="${mix(palette.green, palette.bright, 0.25)}"/><stop offset="0.6" stop-color="${palette.green}"/><stop offset="1" stop-color="${shade(palette.green, 0.5)}"/></radialGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  s += dotGrid(32, 1, palette.paper, 0.08);
  const streams = 15;
  for (let k = 0; k < streams; k++) {
    const sy = (H / (streams - 1)) * k + rng.range(-18, 18);
    const p0: Pt = [-30, sy];
    const p1: Pt = [W * rng.range(0.22, 0.38), sy + rng.range(-60, 60)];
    const p2: Pt = [tx - rng.range(180, 300), ty + (sy - ty) * rng.range(0.15, 0.4)];
    const p3: Pt = [tx, ty];
    const at = (t: number): Pt => {
      const u = 1 - t;
      return [
        u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
        u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
      ];
    };
    s += `<path d="M${f(p0[0])} ${f(p0[1])}C${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])} ${f(p3[0])} ${f(p3[1])}" fill="none" stroke="${palette.paper}" stroke-width="1" opacity="0.1"/>`;
    const n = rng.int(11, 17);
    for (let i = 0; i < n; i++) {
      const t = 1 - Math.pow(1 - (i + rng.range(0, 0.6)) / n, 1.35);
      if (t > 0.93) continue;
      const [x, y] = at(t);
      const gold = rng.chance(0.16);
      const r = rng.range(2.2, 5.5) * (1 - t * 0.35);
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${gold ? palette.gold : palette.paper}" opacity="${f(gold ? 0.95 : rng.range(0.45, 0.85))}"/>`;
    }
  }
  s += `<circle cx="${f(tx)}" cy="${f(ty)}" r="170" fill="none" stroke="${palette.gold}" stroke-width="1.2" opacity="0.35"/>`;
  s += `<circle cx="${f(tx)}" cy="${f(ty)}" r="118" fill="${palette.gold}" opacity="0.16"/>`;
  s += `<circle cx="${f(tx)}" cy="${f(ty)}" r="74" fill="${palette.gold}"/>`;
  s += `<circle cx="${f(tx)}" cy="${f(ty)}" r="74" fill="none" stroke="${palette.paper}" stroke-width="2" opacity="0.5"/>`;
  return s + vignette(0.2);
};

/** Topographic contours of a gentle landscape, with a low sun: stewardship of the long term. */
const contours: Motif = (rng) => {
  let s = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.paper}"/><stop offset="1" stop-color="${tint(palette.bright, 0.82)}"/></linearGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  const bumps = Array.from({ length: 8 }, () => ({
    x: rng.range(-100, W + 100),
    y: rng.range(-50, H + 50),
    s: rng.range(110, 260),
    a: rng.range(0.5, 1.2) * (rng.chance(0.25) ? -0.6 : 1),
  }));
  const field = (x: number, y: number) =>
    bumps.reduce(
      (t, b) => t + b.a * Math.exp(-((x - b.x) ** 2 + (y - b.y) ** 2) / (2 * b.s * b.s)),
      0,
    ) +
    0.06 * Math.sin(x * 0.01 + y * 0.004);
  const cell = 6;
  const nx = Math.ceil(W / cell) + 1;
  const ny = Math.ceil(H / cell) + 1;
  const v: number[] = new Array(nx * ny);
  let min = Infinity;
  let max = -Infinity;
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const val = field(i * cell, j * cell);
      v[j * nx + i] = val;
      min = Math.min(min, val);
      max = Math.max(max, val);
    }
  }
  const levels = 22;
  const goldLevel = rng.int(12, 17);
  for (let l = 1; l < levels; l++) {
    const iso = min + ((max - min) * l) / levels;
    let d = "";
    for (let j = 0; j < ny - 1; j++) {
      for (let i = 0; i < nx - 1; i++) {
        const a = v[j * nx + i]!;
        const b = v[j * nx + i + 1]!;
        const c = v[(j + 1) * nx + i + 1]!;
        const e = v[(j + 1) * nx + i]!;
        const idx = (a > iso ? 8 : 0) | (b > iso ? 4 : 0) | (c > iso ? 2 : 0) | (e > iso ? 1 : 0);
        if (idx === 0 || idx === 15) continue;
        const x = i * cell;
        const y = j * cell;
        const lerp = (p: number, q: number) => (iso - p) / (q - p);
        const top: Pt = [x + cell * lerp(a, b), y];
        const right: Pt = [x + cell, y + cell * lerp(b, c)];
        const bottom: Pt = [x + cell * lerp(e, c), y + cell];
        const left: Pt = [x, y + cell * lerp(a, e)];
        const seg = (p: Pt, q: Pt) => {
          d += `M${f(p[0])} ${f(p[1])}L${f(q[0])} ${f(q[1])}`;
        };
        switch (idx) {
          case 1:
          case 14:
            seg(left, bottom);
            break;
          case 2:
          case 13:
            seg(bottom, right);
            break;
          case 3:
          case 12:
            seg(left, right);
            break;
          case 4:
          case 11:
            seg(top, right);
            break;
          case 6:
          case 9:
            seg(top, bottom);
            break;
          case 7:
          case 8:
            seg(left, top);
            break;
          case 5:
            seg(left, top);
            seg(bottom, right);
            break;
          case 10:
            seg(top, right);
            seg(left, bottom);
            break;
        }
      }
    }
    const gold = l === goldLevel;
    const color = gold ? palette.gold : mix(palette.bright, palette.green, l / levels);
    const width = gold ? 3 : l % 4 === 0 ? 2 : 1.1;
    s += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${gold ? 1 : f(0.35 + (0.5 * l) / levels)}"/>`;
  }
  const sx = W * rng.range(0.12, 0.22);
  s += `<circle cx="${f(sx)}" cy="${f(H * 0.3)}" r="62" fill="${palette.gold}"/>`;
  s += `<circle cx="${f(sx)}" cy="${f(H * 0.3)}" r="86" fill="none" stroke="${palette.gold}" stroke-width="1.2" opacity="0.5"/>`;
  return s + vignette(0.1);
};

/** Building blocks: columns of squares climbing step by step. */
const blocks: Motif = (rng) => {
  let s = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.paper}"/><stop offset="1" stop-color="${tint(palette.gold, 0.72)}"/></linearGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  s += dotGrid(22, 1.2, palette.green, 0.14);
  const cx = W * rng.range(0.7, 0.8);
  s += `<circle cx="${f(cx)}" cy="190" r="150" fill="${palette.gold}" opacity="0.22"/>`;
  s += `<circle cx="${f(cx)}" cy="190" r="92" fill="${palette.gold}" opacity="0.85"/>`;
  const size = 48;
  const gap = 6;
  const cols = 13;
  const x0 = (W - cols * (size + gap) + gap) / 2;
  const baseY = H - 70;
  let prev = 1;
  for (let c = 0; c < cols; c++) {
    // Never lower than the column before: a staircase, not a skyline.
    const h = Math.max(prev, Math.round(1 + (c * 6.2) / (cols - 1) + rng.range(-0.8, 0.8)));
    prev = h;
    for (let r = 0; r < h; r++) {
      const x = x0 + c * (size + gap);
      const y = baseY - (r + 1) * (size + gap) + gap;
      const topBlock = r === h - 1;
      let fill: string = mix(palette.green, palette.paper, (r / 8) * 0.55);
      if (topBlock)
        fill =
          c === cols - 1 || rng.chance(0.25)
            ? palette.gold
            : mix(palette.green, palette.bright, 0.6);
      s += `<rect x="${f(x)}" y="${f(y)}" width="${size}" height="${size}" rx="3" fill="${fill}"/>`;
    }
  }
  s += `<rect x="${f(x0 - 20)}" y="${baseY + 10}" width="${f(cols * (size + gap) + 40 - gap)}" height="4" rx="2" fill="${palette.ink}" opacity="0.7"/>`;
  return s + vignette(0.08);
};

/** Neutral fallback: deep green field, fine diagonal hatching, gold arcs from the corner. */
const fallback: Motif = () => {
  let s = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.green}"/><stop offset="1" stop-color="${shade(palette.green, 0.5)}"/></linearGradient>`;
  s += `<pattern id="hatch" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="16" stroke="${palette.paper}" stroke-width="1"/></pattern></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  s += `<rect width="${W}" height="${H}" fill="url(#hatch)" opacity="0.05"/>`;
  for (let i = 0; i < 14; i++) {
    const r = 120 + i * 42;
    s += `<path d="${arcPath(W, H, r, Math.PI, Math.PI * 1.5)}" fill="none" stroke="${i % 4 === 1 ? palette.gold : palette.paper}" stroke-width="${i % 4 === 1 ? 2 : 1}" opacity="${i % 4 === 1 ? 0.7 : 0.14}"/>`;
  }
  s += `<circle cx="${W}" cy="${H}" r="96" fill="${palette.gold}"/>`;
  s += dotGrid(30, 1.1, palette.paper, 0.08);
  return s + vignette(0.2);
};

/* -------------------------------------------------------------- dispatch */

const bySlug: Record<string, Motif> = {
  "investor-education-webinar-series": ripples,
  "state-infrastructure-bond-advisory": skyline,
  "balanced-income-fund-2024-annual-report": rings,
  "upgraded-digital-trading-platform": candles,
  "agribusiness-commercial-paper-programme": fields,
  "new-head-of-research-appointed": tiles,
  "market-outlook-2026": fan,
  "sme-crowdfunding-partnership": converge,
  "sustainability-commitments-2030": contours,
  "money-smart-schools-financial-literacy": blocks,
};
const rotation: Motif[] = [
  ripples,
  skyline,
  rings,
  candles,
  fields,
  tiles,
  fan,
  converge,
  contours,
  blocks,
];

function motifFor(slug: string): Motif {
  return bySlug[slug] ?? rotation[hashString(slug) % rotation.length]!;
}

/** The picture as WebP, and its share card (1200×630 JPEG, cropped to the middle) in share/. */
async function render(name: string, markup: string): Promise<number> {
  const file = path.join(OUT_DIR, `${name}.webp`);
  await sharp(Buffer.from(markup)).resize(W, H).webp({ quality: QUALITY, effort: 6 }).toFile(file);
  await sharp(Buffer.from(markup))
    .resize({ ...shareImageSize, fit: "cover" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(OUT_DIR, "share", `${name}.jpg`));
  const { size } = await stat(file);
  return size;
}

async function main() {
  await mkdir(path.join(OUT_DIR, "share"), { recursive: true });
  const rows: string[] = [];
  for (const item of loadDemoNews()) {
    const expected = `/images/news/${item.slug}.webp`;
    if (item.image !== expected) throw new Error(`${item.slug}: image should be ${expected}`);
    const size = await render(item.slug, svg(motifFor(item.slug)(makeRng(item.slug))));
    rows.push(`${(size / 1024).toFixed(1).padStart(6)} KB  ${item.slug}.webp`);
  }
  const size = await render("default", svg(fallback(makeRng("default"))));
  rows.push(`${(size / 1024).toFixed(1).padStart(6)} KB  default.webp`);
  console.log(`Wrote ${rows.length} images to ${path.relative(process.cwd(), OUT_DIR)}/`);
  console.log(rows.join("\n"));
  await renderMilestones();
}

/** Track-record cards: 16:10, as AVIF with a WebP fallback. */
async function renderMilestones() {
  const rows: string[] = [];
  for (const [index, milestone] of seedMilestones.entries()) {
    const base = path.join(PUBLIC_DIR, seedMilestoneImage(milestone.id));
    await mkdir(path.dirname(base), { recursive: true });
    const seed = `milestone-${milestone.id}`;
    // Motifs in turn, so neighbouring cards never share one.
    const motif = rotation[index % rotation.length]!;
    const picture = sharp(Buffer.from(svg(motif(makeRng(seed))))).resize(800, 500);
    await picture.clone().avif({ quality: 55, effort: 6 }).toFile(`${base}.avif`);
    await picture.clone().webp({ quality: QUALITY, effort: 6 }).toFile(`${base}.webp`);
    const [avif, webp] = await Promise.all([stat(`${base}.avif`), stat(`${base}.webp`)]);
    rows.push(
      `${(avif.size / 1024).toFixed(1).padStart(6)} KB avif ${(webp.size / 1024).toFixed(1).padStart(6)} KB webp  ${milestone.id}`,
    );
  }
  console.log(`Wrote ${rows.length} track-record images to public/images/milestones/`);
  console.log(rows.join("\n"));
}

await main();
