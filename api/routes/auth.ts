import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import {
  ClientLoginInput,
  ExternalRedirectInput,
  PasswordChangeInput,
  type ClientUser,
} from "../contract/auth";
import {
  createClientSession,
  deleteClientSession,
  findClientById,
  findClientByUsername,
  recordClientSignIn,
} from "../db/accounts";
import type { clients } from "../db/schema";
import { changePassword } from "../db/account-security";
import { CURRENT_PASSWORD_WRONG } from "../contract/account-security";
import { cookieSettings, CLIENT_SIGN_IN_REQUIRED, requireClient } from "./session-guards";
import { englishErrorJson, errorJson, validationJson } from "../lib/errors";
import { checkExternalRedirect } from "../lib/external-redirect";
import {
  clearSessionCookie,
  CLIENT_COOKIE,
  newSessionToken,
  readSessionTokenHash,
  SESSION_TTL_MS,
  writeSessionCookie,
} from "../lib/session-cookie";
import { checkCredentials } from "../lib/sign-in";
import { limitBody } from "../lib/body-limit";
import { jsonBody } from "../lib/validation";

type ClientRow = typeof clients.$inferSelect;

const DEFAULT_PORTAL = "/client-dashboard";

const toUser = (client: ClientRow, lastLogin: string | null): ClientUser => ({
  username: client.username,
  firstName: client.firstName,
  lastName: client.lastName,
  companyName: client.companyName,
  lastLogin,
  locale: client.locale,
});

/** Starts a client session: records the sign-in, sets the cookie, returns the user. */
async function signIn(c: Context<AppEnv>, client: ClientRow): Promise<ClientUser> {
  const deps = c.get("deps");
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const lastLogin = await recordClientSignIn(deps.db, client.id, now.toISOString());
  const { token, tokenHash } = await newSessionToken();
  await createClientSession(deps.db, {
    tokenHash,
    clientId: client.id,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  await writeSessionCookie(c, CLIENT_COOKIE, token, expiresAt, cookieSettings(c, deps));
  return toUser(client, lastLogin);
}

/** Client sign-in: hashed passwords, a session cookie, no credential in any URL. */
export const clientAuthRoutes = new Hono<AppEnv>()
  .post("/login", limitBody("signInBodyBytes"), jsonBody(ClientLoginInput), async (c) => {
    const deps = c.get("deps");
    const credentials = c.req.valid("json");
    const checked = await checkCredentials(c, deps.clientSignIns, credentials, () =>
      findClientByUsername(deps.db, credentials.username),
    );
    if (!checked.ok) return errorJson(c, checked.status, checked.error);
    const user = await signIn(c, checked.account);
    return c.json({ success: true as const, user, redirectUrl: deps.clientPortalUrl ?? DEFAULT_PORTAL }, 200);
  })
  .post("/logout", async (c) => {
    const deps = c.get("deps");
    const tokenHash = await readSessionTokenHash(c, CLIENT_COOKIE, deps.sessionSecret);
    if (tokenHash) await deleteClientSession(deps.db, tokenHash);
    clearSessionCookie(c, CLIENT_COOKIE, cookieSettings(c, deps));
    return c.json({ success: true as const }, 200);
  })
  .get("/me", requireClient, async (c) => {
    const client = await findClientById(c.get("deps").db, c.get("client").clientId);
    if (!client) return errorJson(c, 401, CLIENT_SIGN_IN_REQUIRED);
    return c.json({ success: true as const, user: toUser(client, client.previousLoginAt) }, 200);
  })
  .post(
    "/password",
    limitBody("signInBodyBytes"),
    requireClient,
    jsonBody(PasswordChangeInput),
    async (c) => {
      const deps = c.get("deps");
      const session = c.get("client");
      const client = await findClientById(deps.db, session.clientId);
      if (!client) return errorJson(c, 401, CLIENT_SIGN_IN_REQUIRED);
      const { currentPassword, newPassword } = c.req.valid("json");
      const checked = await checkCredentials(
        c,
        deps.clientSignIns,
        { username: client.username, password: currentPassword },
        async () => client,
      );
      if (!checked.ok) {
        if (checked.status === 429) return errorJson(c, 429, checked.error);
        return validationJson(c, { currentPassword: CURRENT_PASSWORD_WRONG }, CURRENT_PASSWORD_WRONG);
      }
      // Hashing waits its turn like a sign-in; this caller's own check has just finished, so a slot is free.
      const hash = await deps.hashingSlots.run(deps.clientAddress(c), () =>
        deps.passwordHasher.hash(newPassword),
      );
      // Every other session, link and push device ends; the owner is told (docs/decisions/0190-account-security.md).
      await changePassword(deps.db, { kind: "client", id: client.id }, hash, {
        keepTokenHash: session.tokenHash,
        by: "owner",
        now: deps.now(),
      });
      return c.json({ success: true as const }, 200);
    },
  )
  .post("/external-redirect", jsonBody(ExternalRedirectInput), async (c) => {
    const deps = c.get("deps");
    const input = c.req.valid("json");
    const checked = await checkCredentials(c, deps.clientSignIns, input, () =>
      findClientByUsername(deps.db, input.username),
    );
    if (!checked.ok) return errorJson(c, checked.status, checked.error);
    const redirect = checkExternalRedirect(input, deps.externalRedirectAllowlist);
    if (!redirect.ok) return englishErrorJson(c, 400, redirect.error);
    const user = await signIn(c, checked.account);
    return c.json({ success: true as const, user, redirectUrl: redirect.url }, 200);
  });
