import * as v from "valibot";
import { currentPassword } from "./auth";
import { email, objectIssueMessage } from "./fields";
import { PASSWORD_LINK_TOKEN } from "./password-links";
import { say } from "./words";

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
    email: email({ en: "New e-mail", es: "el correo nuevo" }, 254),
    currentPassword,
  },
  objectIssueMessage({ email: "New e-mail", currentPassword: "Current password" }),
);
export type EmailChangeInput = v.InferInput<typeof EmailChangeInput>;

const tokenMessage = say({
  en: "This link is not complete. Open it from the e-mail again.",
  es: "Este enlace no está completo. Ábralo otra vez desde el correo.",
});

/** The token of the link e-mailed to the new address. */
export const EmailConfirmInput = v.strictObject(
  { token: v.pipe(v.string(tokenMessage), v.regex(PASSWORD_LINK_TOKEN, tokenMessage)) },
  objectIssueMessage({ token: "Link" }),
);
export type EmailConfirmInput = v.InferInput<typeof EmailConfirmInput>;

/**
 * The one answer to an e-mail change, whether or not another account uses the
 * new address: nothing tells a caller whose address it is
 * (docs/decisions/0190-account-security.md).
 */
export const EMAIL_CHANGE_SENT =
  "We sent a link to the new address. Your e-mail changes when you open it, within 24 hours; until then we keep writing to the address you have now.";
export const EMAIL_CHANGED = "Your e-mail address is changed. We told the old address too.";
export const EMAIL_LINK_NOT_VALID =
  "This link has expired, was already used, or was replaced by a newer one. Change your e-mail again in your settings.";
export const SAME_EMAIL = "This is already your e-mail address.";
export const CURRENT_PASSWORD_WRONG = "The current password is not correct.";
export const PASSWORD_CHANGED = "Your password is changed. You were signed out everywhere else.";
export const TOO_MANY_DEVICES =
  "This account already gets push messages on as many devices as it may. Remove one you no longer use, then turn push on here again.";
export const DEVICE_NOT_FOUND = "This device is not on your account any more.";
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
