/**
 * HEIC (iPhone photos from the gallery) for browsers that cannot decode it
 * themselves (Chromium): libheif compiled to plain JavaScript, loaded only
 * when such a file comes, inside the scan worker. Plain JavaScript rather
 * than WebAssembly, so the Content-Security-Policy needs no
 * 'wasm-unsafe-eval' (docs/decisions/0031-scans-on-the-phone.md).
 */
export async function decodeHeif(bytes: ArrayBuffer): Promise<ImageData> {
  const { default: libheif } = await import("libheif-js");
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
