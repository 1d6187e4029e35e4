import { api, ApiRequestError, readJson } from "../../lib/api";
import type { ExternalRedirectInput } from "../../../api/contract/auth";
import type { PasswordSetAnswer, PasswordSetInput } from "../../../api/contract/password-links";
import type { ClientUser } from "./client-user-storage";

export { failureMessage, NETWORK_ERROR } from "../../lib/api";

/** Whether a failed call means "no (valid) session": the caller must sign in again. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export type AdminSession =
  { authenticated: true; username: string; expiresAt: string } | { authenticated: false };

export async function fetchAdminSession(): Promise<AdminSession> {
  const body = await readJson(await api.api.admin.session.$get());
  return body.authenticated
    ? { authenticated: true, username: body.username, expiresAt: body.expiresAt }
    : { authenticated: false };
}

export async function adminLogin(credentials: { username: string; password: string }) {
  const body = await readJson(await api.api.admin.login.$post({ json: credentials }));
  return { username: credentials.username, expiresAt: body.expiresAt };
}

export async function adminLogout(): Promise<void> {
  await readJson(await api.api.admin.logout.$post());
}

export interface SignInResult {
  user: ClientUser;
  redirectUrl: string;
}

export async function clientLogin(credentials: {
  username: string;
  password: string;
}): Promise<SignInResult> {
  const body = await readJson(await api.api.auth.login.$post({ json: credentials }));
  return { user: body.user, redirectUrl: body.redirectUrl };
}

export async function externalLogin(input: ExternalRedirectInput): Promise<SignInResult> {
  const body = await readJson(await api.api.auth["external-redirect"].$post({ json: input }));
  return { user: body.user, redirectUrl: body.redirectUrl };
}

export async function fetchClientUser(): Promise<ClientUser> {
  const body = await readJson(await api.api.auth.me.$get());
  return body.user;
}

export async function clientLogout(): Promise<void> {
  await readJson(await api.api.auth.logout.$post());
}

export async function changeClientPassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  await readJson(await api.api.auth.password.$post({ json: input }));
}

/** Who a "Forgot password?" is for: the client portal or the staff area. */
export type Audience = "client" | "staff";

/** Asks for a link that sets a new password; the answer is the same whether or not the address is known. */
export async function requestPasswordReset(audience: Audience, email: string): Promise<string> {
  const body =
    audience === "staff"
      ? await readJson(await api.api.admin["password-reset"].$post({ json: { email } }))
      : await readJson(await api.api.auth["password-reset"].$post({ json: { email } }));
  return body.message;
}

/**
 * Sets the password from an e-mailed link; answers where that account signs
 * in. Only the origin goes as the referrer: the page's address holds the token.
 */
export async function setPasswordFromLink(input: PasswordSetInput): Promise<PasswordSetAnswer["signIn"]> {
  const body = await readJson(
    await api.api.auth["password-links"].set.$post(
      { json: input },
      { init: { referrerPolicy: "strict-origin" } },
    ),
  );
  return body.signIn;
}
