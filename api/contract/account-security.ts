import * as v from "valibot";
import { CURRENT_PASSWORD, currentPassword } from "./auth";
import { email, LINK, objectIssueMessage } from "./fields";
import { PASSWORD_LINK_TOKEN } from "./password-links";
import { fields_link_incomplete } from "../../src/paraglide/messages.js";
import { say, type Said } from "./words";

const NEW_EMAIL: Said = { en: "New e-mail", es: "el correo nuevo" };

/**
 * Changing the credentials of an account, and the devices it gets push
 * messages on (docs/decisions/0190-account-security.md).
 */

/** How long the link that confirms a new e-mail address works (EMAIL_CHANGE_SENT says it in words). */
export const EMAIL_CONFIRMATION_HOURS = 24;

/** The push devices one account may have; PUSH_DEVICES_PER_ACCOUNT sets another number. */
export const DEFAULT_PUSH_DEVICES_PER_ACCOUNT = 10;

/** A new e-mail address, asked for with the password in force. */
export const EmailChangeInput = v.strictObject(
  {
    email: email(NEW_EMAIL, 254),
    currentPassword,
  },
  objectIssueMessage({ email: NEW_EMAIL, currentPassword: CURRENT_PASSWORD }),
);
export type EmailChangeInput = v.InferInput<typeof EmailChangeInput>;

const tokenMessage = say(fields_link_incomplete);

/** The token of the link e-mailed to the new address. */
export const EmailConfirmInput = v.strictObject(
  { token: v.pipe(v.string(tokenMessage), v.regex(PASSWORD_LINK_TOKEN, tokenMessage)) },
  objectIssueMessage({ token: LINK }),
);
export type EmailConfirmInput = v.InferInput<typeof EmailConfirmInput>;

/**
 * The one answer to an e-mail change, whether or not another account uses the
 * new address: nothing tells a caller whose address it is
 * (docs/decisions/0190-account-security.md).
 */
export const EMAIL_CHANGE_SENT = "api_email_link_sent";
export const EMAIL_CHANGED = "api_email_changed";
export const EMAIL_LINK_NOT_VALID = "api_email_link_not_valid";
export const SAME_EMAIL = "api_same_email";
export const CURRENT_PASSWORD_WRONG = "api_current_password_wrong";
export const PASSWORD_CHANGED = "Your password is changed. You were signed out everywhere else.";
export const TOO_MANY_DEVICES = "api_too_many_devices";
export const DEVICE_NOT_FOUND = "api_device_not_found";
export const OWN_PASSWORD_BY_RESET =
  "Change your own password with your current one, under Your account, not with a reset.";

/** A push device as its owner sees it (no endpoint, no keys). */
export interface PushDevice {
  id: string;
  /** As the browser's User-Agent names them; "" when it said nothing usable. */
  browser: string;
  platform: string;
  addedAt: string;
  lastSentAt: string | null;
  /** Turned on from this sign-in: the browser the owner is using now. */
  current: boolean;
}

export interface PushDeviceList {
  devices: PushDevice[];
  maxDevices: number;
}

/** An e-mail address waiting for its link to be opened. */
export interface PendingEmail {
  email: string;
  expiresAt: string;
}
