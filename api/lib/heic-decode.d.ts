/** heic-decode ships no types. `all` reads a HEIC file's container: its images and their sizes. */
declare module "heic-decode" {
  /** An image of the file, its size read from the container; `decode()` decodes its pixels (RGBA). */
  export interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  }
  /** Call `dispose()` on the answer when done: it frees libheif's memory. */
  export function all(input: {
    buffer: Uint8Array | ArrayBuffer;
  }): Promise<HeicImage[] & { dispose(): void }>;
}
