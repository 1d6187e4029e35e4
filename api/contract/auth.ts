import * as v from "valibot";
import {
  fields_max_characters,
  fields_min_characters,
  fields_password_unchanged,
  fields_required,
  fields_text,
} from "../../src/paraglide/messages.js";
import { say, type Locale, type Said } from "./words";
import { naming, objectIssueMessage, withoutControlCharacters } from "./fields";
import { systemTypeOptions, valuesOf } from "./options";

/** Same bound as the server's hashing limit: longer passwords are refused before any work. */
const MAX_PASSWORD = 256;

const USERNAME: Said = { en: "Username", es: "el usuario" };
const MAX_USERNAME = 100;

const username = v.pipe(
  v.string(naming(USERNAME, fields_text)),
  v.trim(),
  v.nonEmpty(naming(USERNAME, fields_required)),
  v.maxLength(MAX_USERNAME, naming(USERNAME, fields_max_characters, { max: MAX_USERNAME })),
  withoutControlCharacters(USERNAME),
);

/** A password field, named in English as a sentence starts and in Spanish within one ("la contraseña"), as fields.ts names fields. */
const password = (label: Said) =>
  v.pipe(
    v.string(naming(label, fields_text)),
    v.nonEmpty(naming(label, fields_required)),
    v.maxLength(MAX_PASSWORD, naming(label, fields_max_characters, { max: MAX_PASSWORD })),
  );

export const PASSWORD: Said = { en: "Password", es: "la contraseña" };
export const CURRENT_PASSWORD: Said = { en: "Current password", es: "la contraseña actual" };
/** The password in force, which every change of a credential asks for (docs/decisions/0190-account-security.md). */
export const currentPassword = password(CURRENT_PASSWORD);
/** The label of a password being chosen (a change, a link that sets one). */
export const NEW_PASSWORD: Said = { en: "New password", es: "la contraseña nueva" };

const signInLabels = { username: USERNAME, password: PASSWORD };

/** Staff sign-in, checked by the server: the username is trimmed. */
export const AdminLoginInput = v.strictObject(
  { username, password: password(PASSWORD) },
  objectIssueMessage(signInLabels),
);
export type AdminLoginInput = v.InferInput<typeof AdminLoginInput>;

export const ClientLoginInput = v.strictObject(
  { username, password: password(PASSWORD) },
  objectIssueMessage(signInLabels),
);
export type ClientLoginInput = v.InferInput<typeof ClientLoginInput>;

/** Same bar as the staff password (ADMIN_PASSWORD). */
export const MIN_CLIENT_PASSWORD = 12;

/** The password rules of every account, staff or client: 12 to 256 characters. */
export const accountPassword = (label: Said) =>
  v.pipe(
    password(label),
    v.minLength(MIN_CLIENT_PASSWORD, naming(label, fields_min_characters, { min: MIN_CLIENT_PASSWORD })),
  );

/** A client password as the operator command and the password change accept it. */
export const newClientPassword = accountPassword(NEW_PASSWORD);

export const PasswordChangeInput = v.pipe(
  v.strictObject(
    { currentPassword, newPassword: newClientPassword },
    objectIssueMessage({ currentPassword: CURRENT_PASSWORD, newPassword: NEW_PASSWORD }),
  ),
  v.forward(
    v.check((input) => input.currentPassword !== input.newPassword, say(fields_password_unchanged)),
    ["newPassword"],
  ),
);
export type PasswordChangeInput = v.InferInput<typeof PasswordChangeInput>;

/** External system sign-in; the address must also pass the server's allow-list (docs/decisions/0011-external-redirect.md). */
export const ExternalRedirectInput = v.strictObject(
  {
    username,
    password: password(PASSWORD),
    externalUrl: v.pipe(
      v.string("Please enter an external URL"),
      v.trim(),
      v.nonEmpty("Please enter an external URL"),
      v.maxLength(2000, "The external URL must be at most 2000 characters"),
      v.url("Enter a full address, like https://app.example.com"),
    ),
    systemType: v.picklist(valuesOf(systemTypeOptions), "Choose a system"),
  },
  objectIssueMessage({ ...signInLabels, externalUrl: "External URL", systemType: "System" }),
);
export type ExternalRedirectInput = v.InferInput<typeof ExternalRedirectInput>;

/** The signed-in client as the API returns it; `lastLogin` is the sign-in before this one, or null. */
export interface ClientUser {
  username: string;
  firstName: string;
  lastName: string;
  companyName: string;
  lastLogin: string | null;
  /** The language the client reads the portal, e-mails and push messages in. */
  locale: Locale;
}

export const ADMIN_LOGIN_SUCCESS = "Admin login successful";
export const INVALID_CREDENTIALS = "api_invalid_credentials";
