/**
 * The pixel work of a scan, as plain functions over typed arrays (no canvas),
 * so they run in the scan worker and in unit tests alike. How the numbers
 * were chosen: docs/decisions/0031-scans-on-the-phone.md.
 */
import type { QualityWarning } from "../../../../api/contract/invoice";

/** Longest edge of a scan: enough for 8-point print on a letter page to stay sharp. */
const SCAN_LONG_EDGE = 2000;

/** A page below this mean brightness (0-255) was shot in the dark. */
const DARK_BELOW = 70;
/** Above this mean brightness, with most of it blown out, the writing has washed away. */
const BRIGHT_ABOVE = 232;
/** Share of pixels at or above 250 that, with a bright mean, says "overexposed". */
const BLOWN_OUT_SHARE = 0.5;
/** Variance of the Laplacian (measured at half the scan size) below which text has lost its edges. */
const BLURRED_BELOW = 150;

export type { QualityWarning };

export interface PageMeasures {
  /** Mean brightness, 0 (black) to 255 (white), before any enhancement. */
  brightness: number;
  /** Variance of the Laplacian: high where edges are crisp, low when blurred. */
  sharpness: number;
  /** Share of pixels at 250 or above. */
  blownOut: number;
}

/** The size of a scan of a `width` x `height` picture: at most `longEdge` on its longer side, never enlarged. */
export function scanSize(width: number, height: number, longEdge = SCAN_LONG_EDGE) {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Luma (ITU-R BT.601, integer weights) of RGBA pixels. */
export function greyscale(rgba: Uint8ClampedArray | Uint8Array, pixelCount: number): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(pixelCount);
  for (let pixel = 0, offset = 0; pixel < pixelCount; pixel++, offset += 4) {
    grey[pixel] = (77 * rgba[offset]! + 150 * rgba[offset + 1]! + 29 * rgba[offset + 2]!) >> 8;
  }
  return grey;
}

/** Halves a greyscale image by averaging 2 x 2 blocks (which also quiets sensor noise). */
function halve(grey: Uint8ClampedArray, width: number, height: number) {
  const halfWidth = Math.max(1, width >> 1);
  const halfHeight = Math.max(1, height >> 1);
  const out = new Uint8ClampedArray(halfWidth * halfHeight);
  for (let y = 0; y < halfHeight; y++) {
    const top = 2 * y * width;
    const bottom = Math.min(2 * y + 1, height - 1) * width;
    for (let x = 0; x < halfWidth; x++) {
      const left = 2 * x;
      const right = Math.min(left + 1, width - 1);
      out[y * halfWidth + x] =
        (grey[top + left]! + grey[top + right]! + grey[bottom + left]! + grey[bottom + right]! + 2) >> 2;
    }
  }
  return { grey: out, width: halfWidth, height: halfHeight };
}

/** Variance of the 4-neighbour Laplacian over the inner pixels. */
function laplacianVariance(grey: Uint8ClampedArray, width: number, height: number): number {
  let sum = 0;
  let sumOfSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const index = row + x;
      const value =
        grey[index - 1]! + grey[index + 1]! + grey[index - width]! + grey[index + width]! - 4 * grey[index]!;
      sum += value;
      sumOfSquares += value * value;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}

export function histogram(grey: Uint8ClampedArray): Uint32Array {
  const counts = new Uint32Array(256);
  for (let index = 0; index < grey.length; index++) counts[grey[index]!]!++;
  return counts;
}

/** The grey level below which `share` (0-1) of the pixels lie. */
export function percentile(counts: Uint32Array, share: number): number {
  let total = 0;
  for (const count of counts) total += count;
  const target = share * total;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += counts[level]!;
    if (seen > target) return level;
  }
  return 255;
}

/**
 * A page at scan size, from RGBA pixels: its measures and its greyscale with
 * contrast raised. Brightness is read before the enhancement (what the
 * camera saw), sharpness with the contrast stretched, at half size, which
 * steadies it against sensor noise. The enhancement evens out the lighting,
 * then stretches the contrast.
 */
export function scanPixels(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number) {
  const grey = greyscale(rgba, width * height);
  const counts = histogram(grey);
  let total = 0;
  let blown = 0;
  for (let level = 0; level < 256; level++) {
    total += level * counts[level]!;
    if (level >= 250) blown += counts[level]!;
  }
  const pixels = Math.max(1, grey.length);
  // Sharpness is read on the contrast-stretched picture before its lighting is evened out:
  // flattening lifts the paper's noise along with the writing and blunts the measure.
  const half = halve(grey, width, height);
  raiseContrast(half.grey);
  const measures: PageMeasures = {
    brightness: total / pixels,
    sharpness: laplacianVariance(half.grey, half.width, half.height),
    blownOut: blown / pixels,
  };
  flattenLighting(grey, width, height);
  raiseContrast(grey);
  return { grey, measures };
}

/** What to tell the driver about a page; never a reason to refuse it. */
export function qualityWarnings(measures: PageMeasures): QualityWarning[] {
  const warnings: QualityWarning[] = [];
  if (measures.brightness < DARK_BELOW) warnings.push("dark");
  else if (measures.brightness > BRIGHT_ABOVE && measures.blownOut > BLOWN_OUT_SHARE) warnings.push("bright");
  if (measures.sharpness < BLURRED_BELOW) warnings.push("blurred");
  return warnings;
}

/**
 * Raises contrast in place: the darkest 1% becomes black and the brightest 2%
 * (the paper) white, linearly between. A nearly flat picture (a blank page)
 * is left alone rather than turning its noise into speckles.
 */
export function raiseContrast(grey: Uint8ClampedArray): void {
  const counts = histogram(grey);
  const low = percentile(counts, 0.01);
  const high = percentile(counts, 0.98);
  if (high - low < 24) return;
  const table = new Uint8ClampedArray(256);
  for (let level = 0; level < 256; level++) table[level] = ((level - low) * 255) / (high - low);
  for (let index = 0; index < grey.length; index++) grey[index] = table[grey[index]!]!;
}

/** Side of the square blocks whose brightest pixel stands for the paper's lighting there. */
const LIGHT_BLOCK = 32;
/** Lighting never counts as darker than this, so a dark photo's noise is not blown up. */
const LIGHT_FLOOR = 48;

/**
 * Evens out the lighting in place (a cab light on one side, a shadow of the
 * phone): each pixel is divided by the paper's brightness around it, the
 * brightest pixel of its block, smoothed over the neighbouring blocks and
 * interpolated between block centres. The paper comes out evenly white and
 * the writing keeps its darkness relative to it.
 */
function flattenLighting(grey: Uint8ClampedArray, width: number, height: number): void {
  const columns = Math.ceil(width / LIGHT_BLOCK);
  const rows = Math.ceil(height / LIGHT_BLOCK);
  const brightest = new Float32Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const blockRow = ((y / LIGHT_BLOCK) | 0) * columns;
    for (let x = 0; x < width; x++) {
      const block = blockRow + ((x / LIGHT_BLOCK) | 0);
      const value = grey[row + x]!;
      if (value > brightest[block]!) brightest[block] = value;
    }
  }
  // Smooth over each block's neighbours: one block of pure writing must not read as shadow.
  const light = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const r = row + dy;
          const c = column + dx;
          if (r < 0 || r >= rows || c < 0 || c >= columns) continue;
          sum += brightest[r * columns + c]!;
          count++;
        }
      }
      light[row * columns + column] = Math.max(LIGHT_FLOOR, sum / count);
    }
  }
  for (let y = 0; y < height; y++) {
    const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / LIGHT_BLOCK - 0.5));
    const r0 = gy | 0;
    const r1 = Math.min(rows - 1, r0 + 1);
    const fy = gy - r0;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(columns - 1, Math.max(0, (x + 0.5) / LIGHT_BLOCK - 0.5));
      const c0 = gx | 0;
      const c1 = Math.min(columns - 1, c0 + 1);
      const fx = gx - c0;
      const top = light[r0 * columns + c0]! * (1 - fx) + light[r0 * columns + c1]! * fx;
      const bottom = light[r1 * columns + c0]! * (1 - fx) + light[r1 * columns + c1]! * fx;
      const index = y * width + x;
      grey[index] = (grey[index]! * 255) / (top * (1 - fy) + bottom * fy);
    }
  }
}

/** Greyscale back into RGBA pixels for a canvas (alpha opaque). */
export function greyToRgba(grey: Uint8ClampedArray, out = new Uint8ClampedArray(grey.length * 4)) {
  for (let pixel = 0, offset = 0; pixel < grey.length; pixel++, offset += 4) {
    const value = grey[pixel]!;
    out[offset] = value;
    out[offset + 1] = value;
    out[offset + 2] = value;
    out[offset + 3] = 255;
  }
  return out;
}
