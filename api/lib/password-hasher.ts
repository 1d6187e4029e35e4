/**
 * Password hashing behind one interface, so the server uses scrypt from
 * node:crypto and the browser mock WebCrypto PBKDF2 while the routes stay
 * the same. Stored hashes name their algorithm and parameters.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time check of a password against a stored hash; false for hashes it cannot read. */
  verify(password: string, stored: string): Promise<boolean>;
}

/** Longest password accepted anywhere: hashing cost must not depend on what a caller sends. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * Verifies against a fixed dummy hash when there is no account, so an unknown
 * username costs the same time as a wrong password.
 */
export function createAccountVerifier(hasher: PasswordHasher) {
  let dummy: Promise<string> | undefined;
  return async (password: string, stored: string | undefined): Promise<boolean> => {
    if (stored !== undefined) return hasher.verify(password, stored);
    dummy ??= hasher.hash(crypto.randomUUID());
    await hasher.verify(password, await dummy);
    return false;
  };
}
