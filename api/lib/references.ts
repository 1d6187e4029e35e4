import { REFERENCE_ALPHABET, referencePrefixes, type ReferenceKind } from "../contract/reference";

/**
 * A new random reference of a kind (`Q-7K3M-9PX2`): 40 random bits, so one
 * request's reference says nothing about the next one's. The unique index
 * on each table is what makes it unique; a clash (about one in a trillion
 * per pair) is retried by the store with a fresh one.
 */
export function newReference(kind: ReferenceKind): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  // 32 symbols: the low five bits of each byte are uniform.
  const symbols = Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte & 31]).join("");
  return `${referencePrefixes[kind]}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}
