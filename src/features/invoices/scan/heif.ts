import libheif from "libheif-js";

/**
 * HEIC (iPhone photos from the gallery) for browsers that cannot decode it
 * themselves (Chromium): libheif compiled to plain JavaScript, run in a
 * worker of its own (heif-worker.ts) that starts only when such a file
 * comes. Plain JavaScript rather than WebAssembly, so the
 * Content-Security-Policy needs no 'wasm-unsafe-eval'
 * (docs/decisions/0031-scans-on-the-phone.md).
 */
export async function decodeHeif(bytes: ArrayBuffer): Promise<ImageData> {
  const [image] = new libheif.HeifDecoder().decode(new Uint8Array(bytes));
  if (!image) throw new Error("no picture in the HEIF file");
  try {
    const width = image.get_width();
    const height = image.get_height();
    const data = new Uint8ClampedArray(width * height * 4);
    await new Promise<void>((resolve, reject) =>
      image.display({ data, width, height }, (result) =>
        result ? resolve() : reject(new Error("the HEIF picture could not be decoded")),
      ),
    );
    return new ImageData(data, width, height);
  } finally {
    image.free();
  }
}
