declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  /** Decrypts a Web Push message body (RFC 8188, aes128gcm) as the browser would. */
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
}
