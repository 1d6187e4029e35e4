/** heic-decode ships no types: decodes the first image of a HEIC file to RGBA pixels. */
declare module "heic-decode" {
  export interface DecodedHeic {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  export default function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedHeic>;
}
