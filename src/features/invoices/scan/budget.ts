/**
 * How a scan is brought within its budget (docs/decisions/0031-scans-on-the-phone.md):
 * the quality steps down first; a page still too heavy (a dark, noisy photo,
 * whose grain the contrast boost sharpens into detail the encoder keeps) is
 * then made smaller at the lowest quality until it fits. Every page fits.
 */

/** Most a page may weigh: a 4-page invoice then fits through one bar of signal in about a minute. */
export const PAGE_BUDGET_BYTES = 400 * 1024;

const QUALITIES = [0.72, 0.62, 0.52, 0.42, 0.32];
/** Each further try keeps this share of the page's width and height. */
const SHRINK = 0.8;
/** Below this share an encoder that never fits has failed; the smallest try is kept. */
const SMALLEST_SCALE = 0.1;

/** Encodes the page at `quality` (0..1) and `scale` (share of the scan size). */
export type Encoder<T extends { size: number }> = (quality: number, scale: number) => Promise<T>;

/** The first encoding within `budget`, best first. */
export async function encodeWithinBudget<T extends { size: number }>(
  encode: Encoder<T>,
  budget = PAGE_BUDGET_BYTES,
): Promise<T> {
  let encoded: T | undefined;
  for (const quality of QUALITIES) {
    encoded = await encode(quality, 1);
    if (encoded.size <= budget) return encoded;
  }
  const lowest = QUALITIES.at(-1)!;
  for (let scale = SHRINK; scale >= SMALLEST_SCALE; scale *= SHRINK) {
    encoded = await encode(lowest, scale);
    if (encoded.size <= budget) return encoded;
  }
  return encoded!;
}
