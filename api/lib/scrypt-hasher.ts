import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { PasswordHasher } from "./password-hasher";

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt from node:crypto (memory-hard). Hashes read
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url), so the cost can rise
 * later without breaking stored hashes. `log2N` below 15 is for tests only.
 */
export function createScryptHasher({ log2N = 15, r = 8, p = 1 } = {}): PasswordHasher {
  const options = (cost: number, blockSize: number, parallel: number): ScryptOptions => ({
    N: 2 ** cost,
    r: blockSize,
    p: parallel,
    // scrypt needs 128 * N * r bytes; leave headroom above that.
    maxmem: 256 * 2 ** cost * blockSize + 1024 * 1024,
  });
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, options(log2N, r, p));
      return ["scrypt", log2N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
    },
    async verify(password, stored) {
      const parts = stored.split("$");
      if (parts.length !== 6 || parts[0] !== "scrypt") return false;
      const [cost, blockSize, parallel] = parts.slice(1, 4).map(Number) as [number, number, number];
      if (
        ![cost, blockSize, parallel].every(Number.isInteger) ||
        cost < 1 ||
        cost > 20 ||
        blockSize < 1 ||
        blockSize > 32 ||
        parallel < 1 ||
        parallel > 4
      ) {
        return false;
      }
      const expected = Buffer.from(parts[5] ?? "", "base64url");
      if (expected.length !== KEY_LENGTH) return false;
      const key = await derive(
        password,
        Buffer.from(parts[4] ?? "", "base64url"),
        options(cost, blockSize, parallel),
      );
      return timingSafeEqual(key, expected);
    },
  };
}
