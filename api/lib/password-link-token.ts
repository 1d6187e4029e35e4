import { decodeBase64Url } from "hono/utils/encode";
import { base64url } from "./tokens";

/**
 * The token of a password link (docs/decisions/0161-password-links.md):
 * `<id>.<HMAC-SHA256 of the id under the session secret>`. The database
 * keeps only the id, so reading it cannot make a working link; WebCrypto,
 * so the browser mocks sign the same way.
 */

/** What a token is for: a password link's token does not confirm an e-mail address, nor the reverse. */
export type LinkPurpose = "password" | "email";
const PURPOSES: Record<LinkPurpose, string> = {
  password: "tpf password link:",
  email: "tpf e-mail confirmation:",
};

async function keyOf(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    [usage],
  );
}

/** A new link id: 128 random bits, base64url (22 characters). */
export function newLinkId(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

export async function signLinkToken(
  secret: string,
  id: string,
  purpose: LinkPurpose = "password",
): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await keyOf(secret, "sign"),
    new TextEncoder().encode(PURPOSES[purpose] + id),
  );
  return `${id}.${base64url(new Uint8Array(signature))}`;
}

/** The link id of a token whose signature holds (checked in constant time), else undefined. */
export async function verifiedLinkId(
  secret: string,
  token: string,
  purpose: LinkPurpose = "password",
): Promise<string | undefined> {
  const [id, signature, extra] = token.split(".");
  if (!id || !signature || extra !== undefined) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64Url(signature);
  } catch {
    return undefined;
  }
  const valid = await crypto.subtle.verify(
    "HMAC",
    await keyOf(secret, "verify"),
    bytes as Uint8Array<ArrayBuffer>,
    new TextEncoder().encode(PURPOSES[purpose] + id),
  );
  return valid ? id : undefined;
}
