import * as v from "valibot";
import { accountPassword, NEW_PASSWORD } from "./auth";
import { email, LINK, objectIssueMessage } from "./fields";
import {
  fields_confirm_new_password,
  fields_link_not_valid,
  fields_passwords_differ,
} from "../../src/paraglide/messages.js";
import { say, type Said } from "./words";

/**
 * Links that set a password (docs/decisions/0161-password-links.md): "Forgot
 * password?" on both sign-in pages, and staff inviting a client. A link is
 * used once, and works for 30 minutes (a reset) or 7 days (an invitation).
 */

export const RESET_LINK_MINUTES = 30;
export const INVITATION_DAYS = 7;

/** The address a reset link goes to, named in every language: a client asks in theirs. */
const EMAIL: Said = { en: "E-mail", es: "el correo electrónico" };

/** "Forgot password?": the address of the account. */
export const PasswordResetRequest = v.strictObject(
  { email: email(EMAIL, 254) },
  objectIssueMessage({ email: EMAIL }),
);
export type PasswordResetRequest = v.InferInput<typeof PasswordResetRequest>;

/** The one answer to a reset request, whether or not an account uses the address. */
export const RESET_LINK_SENT = `If an account uses that e-mail address, we sent it a link to set a new password. The link works for ${RESET_LINK_MINUTES} minutes; check your spam folder if it has not arrived in a few minutes.`;

/** The link's token: its id and its signature, as the e-mail gives them. */
export const PASSWORD_LINK_TOKEN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

/** The API's answer to a link that cannot be used: a key of the message catalogue. */
export const LINK_NOT_VALID = "account_link_not_valid";
const linkNotValid = say(fields_link_not_valid);

const confirmNewPassword = say(fields_confirm_new_password);

/** Setting the password from a link: the new password twice. */
export const PasswordSetInput = v.pipe(
  v.strictObject(
    {
      token: v.pipe(v.string(linkNotValid), v.regex(PASSWORD_LINK_TOKEN, linkNotValid)),
      password: accountPassword(NEW_PASSWORD),
      confirmPassword: v.pipe(v.string(confirmNewPassword), v.nonEmpty(confirmNewPassword)),
    },
    objectIssueMessage({
      token: LINK,
      password: NEW_PASSWORD,
      confirmPassword: { en: "Confirm password", es: "la confirmación de la contraseña" },
    }),
  ),
  v.forward(
    v.check((input) => input.password === input.confirmPassword, say(fields_passwords_differ)),
    ["confirmPassword"],
  ),
);
export type PasswordSetInput = v.InferInput<typeof PasswordSetInput>;

/** After the password is set: where that account signs in. */
export interface PasswordSetAnswer {
  success: true;
  signIn: "/client-login" | "/admin/login";
}

export const PASSWORD_SET = "account_password_set";

/** Staff inviting a client: sent to the e-mail on the client's account. */
export const INVITATION_SENT = `Invitation sent. The link works for ${INVITATION_DAYS} days.`;
export const INVITATION_NEEDS_EMAIL = "Add an e-mail address to this client's account first.";
