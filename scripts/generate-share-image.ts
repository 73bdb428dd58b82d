/** Builds the default share image (1200×630) from the light logo: `npx tsx scripts/generate-share-image.ts`. */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { palette } from "./media/drawing";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public/images/share/default.png");
const width = 1200;
const height = 630;

const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="g1" cx="85%" cy="0%" r="70%"><stop offset="0" stop-color="${palette.bright}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette.bright}" stop-opacity="0"/></radialGradient>
    <radialGradient id="g2" cx="0%" cy="100%" r="60%"><stop offset="0" stop-color="${palette.gold}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="${palette.darkGreen}"/>
  <rect width="100%" height="100%" fill="url(#g1)"/>
  <rect width="100%" height="100%" fill="url(#g2)"/>
  <rect x="120" y="420" width="120" height="4" fill="${palette.gold}"/>
</svg>`;

const logo = await sharp(path.join(root, "public/logos/main-light.svg"), { density: 600 })
  .resize({ width: 640 })
  .png()
  .toBuffer();

fs.mkdirSync(path.dirname(out), { recursive: true });
await sharp(Buffer.from(background))
  .composite([{ input: logo, left: 120, top: 230 }])
  .png({ compressionLevel: 9, palette: true })
  .toFile(out);
console.log(`wrote ${path.relative(root, out)} (${fs.statSync(out).size} bytes)`);
