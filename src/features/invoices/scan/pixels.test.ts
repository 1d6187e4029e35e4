import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { documentPhoto } from "../../../../tests/fixtures/invoice-inputs";
import { histogram, percentile, qualityWarnings, raiseContrast, scanPixels, scanSize } from "./pixels";

/** A phone photo as the worker sees it: decoded upright (EXIF applied) and drawn at scan size. */
async function atScanSize(photo: Buffer) {
  const { width = 0, height = 0, orientation } = await sharp(photo).metadata();
  const [uprightWidth, uprightHeight] = orientation && orientation >= 5 ? [height, width] : [width, height];
  const size = scanSize(uprightWidth, uprightHeight);
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(size.width, size.height)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return scanPixels(new Uint8ClampedArray(data), info.width, info.height);
}

// 3 MP photos keep the test quick; the 12 MP case runs in the browser tests and the bench.
const small = { width: 2016, height: 1512 };

describe("scan size", () => {
  it("brings a 12 MP photo to 2,000 px on its long edge, keeping its shape", () => {
    expect(scanSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(scanSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
  });

  it("never enlarges a small picture", () => {
    expect(scanSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe("quality check", () => {
  const pages: Record<string, Awaited<ReturnType<typeof atScanSize>>> = {};
  beforeAll(async () => {
    const photos = {
      sharp: documentPhoto(small),
      receipt: documentPhoto({ ...small, lines: 4 }),
      dark: documentPhoto({ ...small, exposure: 0.15 }),
      bright: documentPhoto({ ...small, overexposed: true }),
      blurred: documentPhoto({ ...small, blurSigma: 3.5 }),
      blurredReceipt: documentPhoto({ ...small, lines: 4, blurSigma: 3.5 }),
    };
    for (const [name, photo] of Object.entries(photos)) pages[name] = await atScanSize(await photo);
  }, 60_000);

  it("finds nothing wrong with a sharp, well-lit page, full or sparse", () => {
    expect(qualityWarnings(pages.sharp!.measures)).toEqual([]);
    expect(qualityWarnings(pages.receipt!.measures)).toEqual([]);
  });

  it("says a page shot in the dark is too dark", () => {
    expect(qualityWarnings(pages.dark!.measures)).toEqual(["dark"]);
  });

  it("says an overexposed page is too bright", () => {
    expect(qualityWarnings(pages.bright!.measures)).toEqual(["bright"]);
  });

  it("says a page out of focus is blurred, full or sparse", () => {
    expect(qualityWarnings(pages.blurred!.measures)).toEqual(["blurred"]);
    expect(qualityWarnings(pages.blurredReceipt!.measures)).toEqual(["blurred"]);
  });

  it("turns the paper white and the writing black", () => {
    const counts = histogram(pages.sharp!.grey);
    expect(percentile(counts, 0.5)).toBeGreaterThanOrEqual(235);
    expect(percentile(counts, 0.005)).toBeLessThanOrEqual(10);
  });
});

describe("contrast", () => {
  it("stretches a grey, low-contrast page to the full range", () => {
    const grey = new Uint8ClampedArray(1000);
    grey.fill(150);
    grey.fill(90, 0, 100);
    raiseContrast(grey);
    expect(grey[0]).toBe(0);
    expect(grey[999]).toBe(255);
  });

  it("leaves a blank, flat page alone instead of amplifying its noise", () => {
    const grey = Uint8ClampedArray.from({ length: 1000 }, (_, index) => 200 + (index % 7));
    const before = Uint8ClampedArray.from(grey);
    raiseContrast(grey);
    expect(grey).toEqual(before);
  });
});
