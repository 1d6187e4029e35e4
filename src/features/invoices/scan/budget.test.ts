import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeWithinBudget, PAGE_BUDGET_BYTES } from "./budget";
import { greyToRgba, scanPixels } from "./pixels";

/** Seeded, so the same noise comes back on every run: mulberry32. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 582;
const WIDTH = 1500;
const HEIGHT = 2000;

/**
 * A receipt shot in a dark cab, at scan size: dim paper (about 40 of 255)
 * with darker lines of print, and strong sensor noise, as RGBA.
 */
function noisyDarkReceipt(seed: number) {
  const next = random(seed);
  const rgba = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    const printed = y % 48 < 14 && y > 150 && y < HEIGHT - 150;
    for (let x = 0; x < WIDTH; x++) {
      const ink = printed && x > 120 && x < WIDTH - 120 && (x >> 4) % 5 !== 0;
      // Roughly Gaussian (sum of three uniforms), sigma about 14 levels.
      const noise = (next() + next() + next() - 1.5) * 28;
      const value = (ink ? 14 : 40) + noise;
      const offset = (y * WIDTH + x) * 4;
      rgba[offset] = value;
      rgba[offset + 1] = value;
      rgba[offset + 2] = value;
      rgba[offset + 3] = 255;
    }
  }
  return rgba;
}

describe(`a noisy dark receipt (seed ${SEED})`, () => {
  it("is scanned within the page budget, though the usual qualities leave it too heavy", async () => {
    const { grey } = scanPixels(noisyDarkReceipt(SEED), WIDTH, HEIGHT);
    const scan = sharp(Buffer.from(greyToRgba(grey).buffer), {
      raw: { width: WIDTH, height: HEIGHT, channels: 4 },
    });
    // The worker's canvas writes WebP with the same library (libwebp) that sharp uses.
    const tries: { quality: number; scale: number; size: number }[] = [];
    const encode = async (quality: number, scale: number) => {
      const bytes = await scan
        .clone()
        .resize(Math.round(WIDTH * scale), Math.round(HEIGHT * scale))
        .webp({ quality: Math.round(quality * 100) })
        .toBuffer();
      tries.push({ quality, scale, size: bytes.length });
      return { size: bytes.length };
    };

    const kept = await encodeWithinBudget(encode);

    expect(tries[3], "at quality 0.42, full size, the scan was over budget").toMatchObject({ scale: 1 });
    expect(tries[3]!.size, JSON.stringify(tries)).toBeGreaterThan(PAGE_BUDGET_BYTES);
    expect(kept.size, JSON.stringify(tries)).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
  }, 60_000);

  it("keeps the best quality when it already fits", async () => {
    const tries: number[] = [];
    const kept = await encodeWithinBudget(async (quality) => {
      tries.push(quality);
      return { size: 1000 };
    });
    expect(kept.size).toBe(1000);
    expect(tries).toEqual([0.72]);
  });
});
