import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED,
  EMAIL_CONFIRMATION_HOURS,
  EMAIL_LINK_NOT_VALID,
  EmailChangeInput,
  EmailConfirmInput,
  PASSWORD_CHANGED,
  SAME_EMAIL,
  type PendingEmail,
} from "../contract/account-security";
import { PasswordChangeInput } from "../contract/auth";
import {
  accountContact,
  addressTaken,
  askEmailChange,
  changePassword,
  confirmEmailChange,
  findUsableEmailChange,
  pendingEmailChange,
  type AccountRef,
} from "../db/account-security";
import { findAdminAccount, findClientById } from "../db/accounts";
import { limitBody } from "../lib/body-limit";
import { errorJson, validationJson } from "../lib/errors";
import { newLinkId, verifiedLinkId } from "../lib/password-link-token";
import { checkCredentials } from "../lib/sign-in";
import { jsonBody } from "../lib/validation";
import { signedIn, signInRequired } from "./session-guards";
import { answerIn } from "../lib/answers";
import { requestLocale } from "../lib/request-locale";

/**
 * Changing an account's own e-mail address and password
 * (docs/decisions/0190-account-security.md): each needs the password in
 * force; a new address counts only once the link sent to it is opened by
 * the signed-in owner; the owner is told of each change at the old address.
 */

const HOUR_MS = 60 * 60 * 1000;

/**
 * Checks the password in force under the failed-sign-in limits, as a sign-in
 * does: undefined when it holds, else the answer to send (the field's
 * message, or 429 with Retry-After).
 */
async function refusedProof<E extends AppEnv>(c: Context<E>, account: AccountRef, password: string) {
  const deps = c.get("deps");
  const row =
    account.kind === "client"
      ? await findClientById(deps.db, account.id)
      : await findAdminAccount(deps.db, account.id);
  if (!row) return signInRequired(c, account.kind);
  const counter = account.kind === "client" ? deps.clientSignIns : deps.adminSignIns;
  const checked = await checkCredentials(c, counter, { username: row.username, password }, async () => row);
  if (checked.ok) return undefined;
  if (checked.status === 429) return errorJson(c, 429, checked.error);
  return validationJson(c, { currentPassword: CURRENT_PASSWORD_WRONG }, CURRENT_PASSWORD_WRONG);
}

/** What a signed-in account is told of its address: the one in force and the one waiting, if any. */
export async function emailState(
  c: Context<AppEnv>,
  account: AccountRef,
): Promise<{ email: string; pendingEmail: PendingEmail | null }> {
  const deps = c.get("deps");
  const contact = await accountContact(deps.db, account);
  return {
    email: contact?.email ?? "",
    pendingEmail: await pendingEmailChange(deps.db, account, deps.now().toISOString()),
  };
}

/**
 * `POST /` asks for a new address (the current password with it); `POST
 * /confirm` takes the token of the link sent to it. An address another
 * account uses gets the very answer any other does, and no link: nothing
 * tells the caller whose address it is.
 */
function emailRoutes(kind: AccountRef["kind"]) {
  return new Hono<AppEnv>()
    .post("/", limitBody("signInBodyBytes"), jsonBody(EmailChangeInput), async (c) => {
      const deps = c.get("deps");
      const signed = await signedIn(c, kind);
      if (!signed) return signInRequired(c, kind);
      const { account } = signed;
      const input = c.req.valid("json");
      const refused = await refusedProof(c, account, input.currentPassword);
      if (refused) return refused;
      const contact = await accountContact(deps.db, account);
      if (contact?.email && contact.email.trim().toLowerCase() === input.email.toLowerCase()) {
        return validationJson(c, { email: SAME_EMAIL }, SAME_EMAIL);
      }
      if (!(await addressTaken(deps.db, account, input.email))) {
        const now = deps.now();
        await askEmailChange(deps.db, {
          id: newLinkId(),
          account,
          newEmail: input.email,
          now,
          expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_HOURS * HOUR_MS),
        });
      }
      return c.json({ success: true as const, message: answerIn(EMAIL_CHANGE_SENT, requestLocale(c)) }, 202);
    })
    .post("/confirm", limitBody("signInBodyBytes"), jsonBody(EmailConfirmInput), async (c) => {
      const deps = c.get("deps");
      const signed = await signedIn(c, kind);
      if (!signed) return signInRequired(c, kind);
      const { account } = signed;
      const id = await verifiedLinkId(deps.sessionSecret, c.req.valid("json").token, "email");
      const now = deps.now();
      const change = id ? await findUsableEmailChange(deps.db, id, now.toISOString()) : undefined;
      // Only the account the link was made for confirms it, signed in: a link opened by anyone else does nothing.
      const own = change && change.accountKind === account.kind && change.accountId === account.id;
      if (!own || !(await confirmEmailChange(deps.db, change, now))) {
        return errorJson(c, 400, EMAIL_LINK_NOT_VALID);
      }
      return c.json(
        {
          success: true as const,
          message: answerIn(EMAIL_CHANGED, requestLocale(c)),
          ...(await emailState(c, account)),
        },
        200,
      );
    });
}

/** `/api/account/email`: a client's own address. */
export const clientEmailRoutes = emailRoutes("client");

/**
 * `/api/admin/account`: a staff member's own address and password, with the
 * same proof and notices as a client's.
 */
export const staffOwnAccountRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const signed = await signedIn(c, "staff");
    if (!signed) return signInRequired(c, "staff");
    return c.json(await emailState(c, signed.account), 200);
  })
  .post("/password", limitBody("signInBodyBytes"), jsonBody(PasswordChangeInput), async (c) => {
    const deps = c.get("deps");
    const signed = await signedIn(c, "staff");
    if (!signed) return signInRequired(c, "staff");
    const { account, tokenHash } = signed;
    const { currentPassword, newPassword } = c.req.valid("json");
    const refused = await refusedProof(c, account, currentPassword);
    if (refused) return refused;
    // Hashing waits its turn like a sign-in; this caller's own check has just finished, so a slot is free.
    const hash = await deps.hashingSlots.run(deps.clientAddress(c), () =>
      deps.passwordHasher.hash(newPassword),
    );
    await changePassword(deps.db, account, hash, { keepTokenHash: tokenHash, by: "owner", now: deps.now() });
    return c.json({ success: true as const, message: PASSWORD_CHANGED }, 200);
  })
  .route("/email", emailRoutes("staff"));
