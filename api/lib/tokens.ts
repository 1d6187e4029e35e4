import { encodeBase64Url } from "hono/utils/encode";

/** Random session token: 32 bytes from the platform CSPRNG, base64url. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return base64url(bytes);
}

/**
 * Node's own crypto where there is one (the server): its hash is synchronous
 * and several times cheaper per call than WebCrypto's, which every
 * submission and staff request pays. Reached without an import, so the
 * browser mock's bundle never names a Node module.
 */
const nodeCrypto =
  typeof process !== "undefined" && typeof process.getBuiltinModule === "function"
    ? process.getBuiltinModule("node:crypto")
    : undefined;

/** SHA-256 as lowercase hex (Node's crypto on the server, WebCrypto in the browser mock: same result). */
export async function sha256Hex(input: string | Uint8Array): Promise<string> {
  if (nodeCrypto) return nodeCrypto.createHash("sha256").update(input).digest("hex");
  const data = typeof input === "string" ? new TextEncoder().encode(input) : input;
  const digest = await crypto.subtle.digest("SHA-256", data as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * HMAC-SHA256 of `message` under `secret`, base64url (Node's crypto on the server, WebCrypto in the
 * browser mock: same result). For values that must be recognised again without being stored as
 * themselves.
 */
export async function hmacSha256(secret: string, message: string): Promise<string> {
  if (nodeCrypto) return base64url(nodeCrypto.createHmac("sha256", secret).update(message).digest());
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message))));
}

export function base64url(bytes: Uint8Array): string {
  return encodeBase64Url(bytes.slice().buffer).replace(/=+$/, "");
}
