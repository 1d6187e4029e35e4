import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, AppServices, ClientEnv, StaffEnv } from "../app-env";
import { findAdminSession, findClientSession } from "../db/accounts";
import { englishErrorJson, errorJson } from "../lib/errors";
import { requestOrigin } from "../lib/request-info";
import {
  ADMIN_COOKIE,
  CLIENT_COOKIE,
  readSessionTokenHash,
  type CookieSettings,
} from "../lib/session-cookie";

export const STAFF_SIGN_IN_REQUIRED = "Please sign in as staff to continue.";
export const CLIENT_SIGN_IN_REQUIRED = "api_sign_in_required";

export const cookieSettings = (c: Context<AppEnv>, deps: AppServices): CookieSettings => ({
  secret: deps.sessionSecret,
  secure: requestOrigin(c).https,
});

/** The signed-in staff session, or undefined. Expired and ended sessions are not found. */
export async function staffSession<E extends AppEnv>(c: Context<E>) {
  const deps = c.get("deps");
  const tokenHash = await readSessionTokenHash(c, ADMIN_COOKIE, deps.sessionSecret);
  if (!tokenHash) return undefined;
  const session = await findAdminSession(deps.db, tokenHash, deps.now().toISOString());
  return session && { ...session, tokenHash };
}

/** Every staff endpoint starts here: 401 without a live staff session. */
export const requireStaff = createMiddleware<StaffEnv>(async (c, next) => {
  const session = await staffSession(c);
  if (!session) return englishErrorJson(c, 401, STAFF_SIGN_IN_REQUIRED);
  c.set("staff", session);
  await next();
});

/** The signed-in client session, or undefined. Expired and ended sessions are not found. */
export async function clientSession<E extends AppEnv>(c: Context<E>) {
  const deps = c.get("deps");
  const tokenHash = await readSessionTokenHash(c, CLIENT_COOKIE, deps.sessionSecret);
  const session = tokenHash && (await findClientSession(deps.db, tokenHash, deps.now().toISOString()));
  return tokenHash && session ? { ...session, tokenHash } : undefined;
}

/** Client portal endpoints: 401 without a live client session. */
export const requireClient = createMiddleware<ClientEnv>(async (c, next) => {
  const session = await clientSession(c);
  if (!session) return errorJson(c, 401, CLIENT_SIGN_IN_REQUIRED);
  c.set("client", session);
  await next();
});

/** An account named by its kind: a client's id, or a staff username. */
export interface SignedAccount {
  account: { kind: "client" | "staff"; id: string };
  /** The SHA-256 of the session's token. */
  tokenHash: string;
}

/** The signed-in account of `kind` and its session, or undefined: for routes that serve either kind. */
export async function signedIn(
  c: Context<AppEnv>,
  kind: "client" | "staff",
): Promise<SignedAccount | undefined> {
  if (kind === "client") {
    const session = await clientSession(c);
    return session && { account: { kind, id: session.clientId }, tokenHash: session.tokenHash };
  }
  const session = await staffSession(c);
  return session && { account: { kind, id: session.username }, tokenHash: session.tokenHash };
}

/** 401 with the sign-in sentence of `kind`. */
export const signInRequired = <E extends AppEnv>(c: Context<E>, kind: "client" | "staff") =>
  kind === "client"
    ? errorJson(c, 401, CLIENT_SIGN_IN_REQUIRED)
    : englishErrorJson(c, 401, STAFF_SIGN_IN_REQUIRED);
