import type { PasswordHasher } from "../api/lib/password-hasher";
import { base64url } from "../api/lib/tokens";

const ITERATIONS = 100_000;

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password.normalize("NFKC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Constant-time comparison: the time depends on the length only. */
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/**
 * The browser mock's hasher: WebCrypto PBKDF2-SHA-256 (node:crypto's scrypt
 * is not in browsers). Hashes read `pbkdf2-sha256$<iterations>$<salt>$<key>`.
 */
export const pbkdf2Hasher: PasswordHasher = {
  async hash(password) {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    return [
      "pbkdf2-sha256",
      ITERATIONS,
      base64url(salt),
      base64url(await derive(password, salt, ITERATIONS)),
    ].join("$");
  },
  async verify(password, stored) {
    const [scheme, iterations, salt, key] = stored.split("$");
    const count = Number(iterations);
    if (
      scheme !== "pbkdf2-sha256" ||
      !Number.isInteger(count) ||
      count < 1 ||
      count > 10_000_000 ||
      !salt ||
      !key
    )
      return false;
    try {
      return equalBytes(await derive(password, fromBase64url(salt), count), fromBase64url(key));
    } catch {
      return false;
    }
  },
};
