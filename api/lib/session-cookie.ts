import type { Context } from "hono";
import { deleteCookie, getCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import { randomToken, sha256Hex } from "./tokens";

export const ADMIN_COOKIE = "tpf_admin";
export const CLIENT_COOKIE = "tpf_client";

/**
 * Over HTTPS a session cookie is named `__Host-<name>`: the browser then
 * takes it only with Secure, Path=/ and no Domain, so no subdomain or plain
 * HTTP page can set or shadow it. The plain name is still read for one
 * release, so sessions begun before it stay open; signing in again moves
 * them (docs/decisions/0190-account-security.md).
 */
const HOST_PREFIX = "__Host-";
const nameOver = (name: string, secure: boolean) => (secure ? `${HOST_PREFIX}${name}` : name);
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface CookieSettings {
  secret: string;
  secure: boolean;
}

/**
 * A new session: the token goes into the cookie (signed with SESSION_SECRET),
 * the database keeps only its SHA-256 hash.
 */
export async function newSessionToken(): Promise<{ token: string; tokenHash: string }> {
  const token = randomToken();
  return { token, tokenHash: await sha256Hex(token) };
}

export async function writeSessionCookie(
  c: Context,
  name: string,
  token: string,
  expiresAt: Date,
  settings: CookieSettings,
) {
  // The session was begun afresh: a cookie of the old name would only shadow it.
  if (settings.secure && getCookie(c, name) !== undefined) {
    deleteCookie(c, name, { path: "/", httpOnly: true, sameSite: "Strict", secure: true });
  }
  await setSignedCookie(c, nameOver(name, settings.secure), token, settings.secret, {
    path: "/",
    httpOnly: true,
    sameSite: "Strict",
    secure: settings.secure,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
    expires: expiresAt,
  });
}

/**
 * The hash of the session token in the cookie (the `__Host-` name first,
 * then the plain one), or undefined when there is none or its signature is wrong.
 */
export async function readSessionTokenHash(
  c: Context,
  name: string,
  secret: string,
): Promise<string | undefined> {
  for (const cookie of [`${HOST_PREFIX}${name}`, name]) {
    const token = await getSignedCookie(c, secret, cookie);
    if (typeof token === "string" && token) return sha256Hex(token);
  }
  return undefined;
}

/** Clears the session cookie under both names. */
export function clearSessionCookie(c: Context, name: string, settings: Pick<CookieSettings, "secure">) {
  if (settings.secure) {
    deleteCookie(c, `${HOST_PREFIX}${name}`, { path: "/", httpOnly: true, sameSite: "Strict", secure: true });
    if (getCookie(c, name) === undefined) return;
  }
  deleteCookie(c, name, { path: "/", httpOnly: true, sameSite: "Strict", secure: settings.secure });
}
