/**
 * Captures the web app manifest's screenshots (the richer install sheet) from
 * a running server: `node --import tsx scripts/generate-screenshots.ts [origin]`.
 * The PNGs are committed; re-run after the home page changes.
 */
import { chromium } from "@playwright/test";
import { existsSync, mkdirSync } from "node:fs";
import sharp from "sharp";

const origin = process.argv[2] ?? "http://localhost:3000";
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const browser = await chromium.launch({
  ...(existsSync(executablePath) ? { executablePath } : {}),
  args: ["--no-sandbox", "--disable-gpu"],
});
mkdirSync("public/screenshots", { recursive: true });
const shots = [
  { file: "home-narrow.png", viewport: { width: 375, height: 667 }, scale: 2 },
  { file: "home-wide.png", viewport: { width: 1280, height: 800 }, scale: 1 },
];
for (const shot of shots) {
  const page = await browser.newPage({ viewport: shot.viewport, deviceScaleFactor: shot.scale });
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  const png = await page.screenshot();
  await sharp(png)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(`public/screenshots/${shot.file}`);
  await page.close();
}
await browser.close();
console.info(`wrote ${shots.length} screenshots`);
