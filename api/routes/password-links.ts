import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import { CLIENT_ACCOUNT_NOT_FOUND } from "../contract/accounts";
import {
  INVITATION_DAYS,
  INVITATION_NEEDS_EMAIL,
  INVITATION_SENT,
  LINK_NOT_VALID,
  PasswordResetRequest,
  PasswordSetInput,
  RESET_LINK_MINUTES,
  RESET_LINK_SENT,
  type PasswordSetAnswer,
} from "../contract/password-links";
import { findClientAccount } from "../db/accounts";
import {
  accountsWithEmail,
  findUsableLink,
  storePasswordLink,
  usePasswordLink,
  type AccountKind,
} from "../db/password-links";
import { limitBody } from "../lib/body-limit";
import { englishErrorJson, errorJson } from "../lib/errors";
import { newLinkId, verifiedLinkId } from "../lib/password-link-token";
import { takeEach } from "../lib/rate-limits";
import { requestLocale } from "../lib/request-locale";
import { jsonBody } from "../lib/validation";
import { requireStaff } from "./session-guards";

/**
 * "Forgot password?", setting a password from an e-mailed link, and staff
 * inviting a client (docs/decisions/0161-password-links.md).
 */

const TOO_MANY_LINKS = "api_too_many_password_links";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * One answer whether or not an account uses the address: a link is stored
 * (and so e-mailed) for each enabled account of `kind` that does; nothing
 * else differs, and the e-mail leaves later, from the outbox.
 */
const resetRequest = (kind: AccountKind) =>
  new Hono<AppEnv>().post("/", limitBody("signInBodyBytes"), jsonBody(PasswordResetRequest), async (c) => {
    const deps = c.get("deps");
    const email = c.req.valid("json").email.toLowerCase();
    const address = deps.clientAddress(c);
    const wait = await takeEach([
      [deps.passwordLinksByAddress, address],
      [deps.passwordLinksByEmail, email],
    ]);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return errorJson(c, 429, TOO_MANY_LINKS);
    }
    const now = deps.now();
    // The e-mail is in Spanish when asked for on a Spanish page, or when the account's language is
    // (docs/decisions/0160-notifications.md); staff's is in English.
    const locale = kind === "client" ? requestLocale(c) : "en";
    for (const accountId of await accountsWithEmail(deps.db, kind, email)) {
      await storePasswordLink(deps.db, {
        id: newLinkId(),
        accountKind: kind,
        accountId,
        purpose: "reset",
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * MINUTE_MS).toISOString(),
        locale,
      });
    }
    return c.json({ success: true as const, message: RESET_LINK_SENT }, 202);
  });

export const clientPasswordResetRoutes = resetRequest("client");
export const staffPasswordResetRoutes = resetRequest("staff");

const notValid = (c: Context<AppEnv>) => errorJson(c, 400, LINK_NOT_VALID);

/** Sets the password of the link's account and ends all its sessions; the link is then used. */
export const passwordLinkRoutes = new Hono<AppEnv>().post(
  "/set",
  limitBody("signInBodyBytes"),
  jsonBody(PasswordSetInput),
  async (c) => {
    const deps = c.get("deps");
    const { token, password } = c.req.valid("json");
    const id = await verifiedLinkId(deps.sessionSecret, token);
    if (!id) return notValid(c);
    const now = deps.now();
    const link = await findUsableLink(deps.db, id, now.toISOString());
    if (!link) return notValid(c);
    const hash = await deps.hashingSlots.run(deps.clientAddress(c), () => deps.passwordHasher.hash(password));
    if (!(await usePasswordLink(deps.db, link, hash, now))) return notValid(c);
    const answer: PasswordSetAnswer = {
      success: true,
      signIn: link.accountKind === "client" ? "/client-login" : "/admin/login",
    };
    return c.json(answer, 200);
  },
);

/** Staff invite a client: a link to set the first password, valid 7 days, to the account's e-mail. */
export const clientInvitationRoutes = new Hono<AppEnv>().post("/:id/invitation", requireStaff, async (c) => {
  const deps = c.get("deps");
  const account = await findClientAccount(deps.db, c.req.param("id"));
  if (!account) return englishErrorJson(c, 404, CLIENT_ACCOUNT_NOT_FOUND);
  if (!account.email || account.disabledAt) return englishErrorJson(c, 409, INVITATION_NEEDS_EMAIL);
  const now = deps.now();
  await storePasswordLink(deps.db, {
    id: newLinkId(),
    accountKind: "client",
    accountId: account.id,
    purpose: "invitation",
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
  });
  return c.json({ success: true as const, message: INVITATION_SENT }, 202);
});
