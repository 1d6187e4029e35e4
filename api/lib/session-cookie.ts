import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import { randomToken, sha256Hex } from "./tokens";

export const ADMIN_COOKIE = "tpf_admin";
export const CLIENT_COOKIE = "tpf_client";
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
  await setSignedCookie(c, name, token, settings.secret, {
    path: "/",
    httpOnly: true,
    sameSite: "Strict",
    secure: settings.secure,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
    expires: expiresAt,
  });
}

/** The hash of the session token in the cookie, or undefined when there is none or its signature is wrong. */
export async function readSessionTokenHash(
  c: Context,
  name: string,
  secret: string,
): Promise<string | undefined> {
  const token = await getSignedCookie(c, secret, name);
  return typeof token === "string" && token ? sha256Hex(token) : undefined;
}

export function clearSessionCookie(c: Context, name: string, settings: Pick<CookieSettings, "secure">) {
  deleteCookie(c, name, { path: "/", httpOnly: true, sameSite: "Strict", secure: settings.secure });
}
