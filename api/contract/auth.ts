import * as v from "valibot";
import { objectIssueMessage, withoutControlCharacters } from "./fields";
import { systemTypeOptions, valuesOf } from "./options";

/** Same bound as the server's hashing limit: longer passwords are refused before any work. */
const MAX_PASSWORD = 256;

const username = v.pipe(
  v.string("Username must be text"),
  v.trim(),
  v.nonEmpty("Username is required"),
  v.maxLength(100, "Username must be at most 100 characters"),
  withoutControlCharacters("Username"),
);

const password = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.nonEmpty(`${label} is required`),
    v.maxLength(MAX_PASSWORD, `${label} must be at most ${MAX_PASSWORD} characters`),
  );

const signInLabels = { username: "Username", password: "Password" };

/** Staff sign-in, checked by the server: the username is trimmed. */
export const AdminLoginInput = v.strictObject(
  { username, password: password("Password") },
  objectIssueMessage(signInLabels),
);
export type AdminLoginInput = v.InferInput<typeof AdminLoginInput>;

export const ClientLoginInput = v.strictObject(
  { username, password: password("Password") },
  objectIssueMessage(signInLabels),
);
export type ClientLoginInput = v.InferInput<typeof ClientLoginInput>;

/** Same bar as the staff password (ADMIN_PASSWORD). */
export const MIN_CLIENT_PASSWORD = 12;

/** The password rules of every account, staff or client: 12 to 256 characters. */
export const accountPassword = (label: string) =>
  v.pipe(
    password(label),
    v.minLength(MIN_CLIENT_PASSWORD, `${label} must be at least ${MIN_CLIENT_PASSWORD} characters`),
  );

/** A client password as the operator command and the password change accept it. */
export const newClientPassword = accountPassword("New password");

export const PasswordChangeInput = v.pipe(
  v.strictObject(
    { currentPassword: password("Current password"), newPassword: newClientPassword },
    objectIssueMessage({ currentPassword: "Current password", newPassword: "New password" }),
  ),
  v.forward(
    v.check(
      (input) => input.currentPassword !== input.newPassword,
      "New password must differ from the current one",
    ),
    ["newPassword"],
  ),
);
export type PasswordChangeInput = v.InferInput<typeof PasswordChangeInput>;

/** External system sign-in; the address must also pass the server's allow-list (docs/decisions/0011-external-redirect.md). */
export const ExternalRedirectInput = v.strictObject(
  {
    username,
    password: password("Password"),
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
}

export const ADMIN_LOGIN_SUCCESS = "Admin login successful";
export const INVALID_CREDENTIALS = "Invalid credentials. Please check your username and password.";
