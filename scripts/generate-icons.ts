/**
 * Renders the app icons from one SVG mark (run after changing the mark):
 *   node --import tsx scripts/generate-icons.ts
 * The PNGs are committed; the build does not run this.
 */
import sharp from "sharp";
import { mkdirSync } from "node:fs";

const NAVY = "#0b2545";
const AMBER = "#f2a900";

/** The mark: a road vanishing to the horizon under a rising sun, on navy. `inset` keeps maskable safe zones. */
function mark(size: number, inset: number, rounded: boolean): string {
  const s = size;
  const c = s / 2;
  const k = (s - 2 * inset) / 512;
  const t = (x: number) => inset + x * k;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" rx="${rounded ? s * 0.22 : 0}" fill="${NAVY}"/>
  <path d="M ${c - 96 * k} ${t(232)} A ${96 * k} ${96 * k} 0 0 1 ${c + 96 * k} ${t(232)} Z" fill="${AMBER}"/>
  <path d="M ${t(226)} ${t(236)} L ${t(286)} ${t(236)} L ${t(430)} ${t(470)} L ${t(82)} ${t(470)} Z" fill="#1d3a66"/>
  <path d="M ${t(252)} ${t(262)} h ${8 * k} v ${36 * k} h ${-8 * k} Z M ${t(249)} ${t(318)} h ${14 * k} v ${52 * k} h ${-14 * k} Z M ${t(245)} ${t(392)} h ${22 * k} v ${70 * k} h ${-22 * k} Z" fill="${AMBER}"/>
  <rect x="${t(60)}" y="${t(228)}" width="${392 * k}" height="${10 * k}" rx="${5 * k}" fill="${AMBER}"/>
</svg>`;
}

const out = "public/icons";
mkdirSync(out, { recursive: true });
const jobs: [string, number, number, boolean][] = [
  ["icon-192.png", 192, 0, true],
  ["icon-512.png", 512, 0, true],
  ["maskable-192.png", 192, 192 * 0.12, false],
  ["maskable-512.png", 512, 512 * 0.12, false],
  ["../apple-touch-icon.png", 180, 180 * 0.08, false],
];
for (const [name, size, inset, rounded] of jobs) {
  await sharp(Buffer.from(mark(size, inset, rounded)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}/${name}`);
}
const favicon = mark(64, 0, true);
await import("node:fs").then((fs) => fs.writeFileSync("public/favicon.svg", favicon.replace(/\n\s*/g, "")));
console.info(`wrote ${jobs.length} icons and favicon.svg`);
