/** The part of libheif-js (libheif compiled to plain JavaScript) that the scan worker uses. */
declare module "libheif-js" {
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    /** Decodes into `target.data` (RGBA), then calls back with it, or with null on failure. */
    display(
      target: { data: Uint8ClampedArray; width: number; height: number },
      done: (result: { data: Uint8ClampedArray } | null) => void,
    ): void;
    free(): void;
  }
  interface HeifDecoder {
    decode(bytes: ArrayBuffer | Uint8Array): HeifImage[];
  }
  const libheif: { HeifDecoder: new () => HeifDecoder };
  export default libheif;
}
