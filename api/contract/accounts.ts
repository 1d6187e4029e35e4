import * as v from "valibot";
import { accountPassword, PASSWORD } from "./auth";
import { CLIENT_ACTOR } from "./invoice";
import { authorityDigits, authorityNumber, email, objectIssueMessage, phone, requiredText } from "./fields";
import { LOCALES, type Locale } from "./words";

/** Usernames of new accounts: what people can type on a phone keyboard and read out. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,64}$/;
export const USERNAME_RULE = "3-64 letters, digits or . _ @ -";

/** The username of a new account. */
export const newUsername = v.pipe(
  v.string("Username must be text"),
  v.trim(),
  v.nonEmpty("Username is required"),
  v.regex(USERNAME_PATTERN, `Username must be ${USERNAME_RULE}`),
);

/** Empty means "generate one": the server makes a password and shows it once. */
const chosenPassword = v.optional(
  v.union([v.literal(""), accountPassword(PASSWORD)], "Password must be at least 12 characters"),
  "",
);

/** An optional field: empty (or absent) is stored as null, anything else must pass `schema`. */
const optionalField = <S extends v.GenericSchema<string, string>>(schema: S, message: string) =>
  v.optional(
    v.union(
      [
        v.pipe(
          v.string(),
          v.trim(),
          v.empty(),
          v.transform(() => null),
        ),
        schema,
      ],
      message,
    ),
    "",
  );

const staffLabels = {
  username: "Username",
  displayName: "Display name",
  email: "E-mail",
  password: "Password",
};

/** Invoice history names a client's own changes by this word, so no staff account may be called it. */
export const STAFF_USERNAME_RESERVED =
  "This username is reserved: invoice history uses it for a client's own changes. Choose another one.";

/** A new staff account. */
export const StaffAccountInput = v.strictObject(
  {
    username: v.pipe(
      newUsername,
      v.check((username) => username.toLowerCase() !== CLIENT_ACTOR, STAFF_USERNAME_RESERVED),
    ),
    displayName: requiredText("Display name", 100),
    email: optionalField(email("E-mail", 254), "Enter a valid e-mail address, like name@company.com"),
    password: chosenPassword,
  },
  objectIssueMessage(staffLabels),
);
export type StaffAccountInput = v.InferInput<typeof StaffAccountInput>;

const clientLabels = {
  companyName: "Company name",
  firstName: "First name",
  lastName: "Last name",
  username: "Username",
  email: "E-mail",
  phone: "Phone",
  mcNumber: "MC number",
  dotNumber: "DOT number",
  password: "Password",
  locale: "Language",
};

/** An MC or DOT number as a quote request takes it; `optionalField` lets it be empty. */
const authority = (label: string) => authorityNumber(label, 20, true) as v.GenericSchema<string, string>;

/** A new client account: the company, the person who signs in, how to reach them. */
export const ClientAccountInput = v.strictObject(
  {
    companyName: requiredText("Company name", 100),
    firstName: requiredText("First name", 100),
    lastName: requiredText("Last name", 100),
    username: newUsername,
    email: email("E-mail", 254),
    phone: optionalField(phone("Phone", 30), "Enter a phone number with at least 10 digits"),
    /**
     * The carrier's operating authority as a quote request takes it ("MC 123456" or digits), kept as
     * digits: a notice of assignment names the carrier by it. Empty when not known.
     */
    mcNumber: optionalField(authority("MC number"), "MC number must be a number, like 123456"),
    dotNumber: optionalField(authority("DOT number"), "DOT number must be a number, like 123456"),
    password: chosenPassword,
    /** The language the client reads the portal, e-mails and push messages in; English unless chosen. */
    locale: v.optional(v.picklist(LOCALES, "Choose English or Spanish"), "en"),
  },
  objectIssueMessage(clientLabels),
);
export type ClientAccountInput = v.InferInput<typeof ClientAccountInput>;

/**
 * A change to a client's company details (`PATCH /api/admin/clients/{id}`): only the fields sent change;
 * "" clears a number.
 */
export const ClientAccountChange = v.strictObject(
  {
    mcNumber: v.optional(authorityDigits("MC number")),
    dotNumber: v.optional(authorityDigits("DOT number")),
  },
  objectIssueMessage(clientLabels),
);
export type ClientAccountChange = v.InferInput<typeof ClientAccountChange>;

/** Disables or enables an account. */
export const AccountStatusInput = v.strictObject(
  { disabled: v.boolean("Disabled must be true or false") },
  objectIssueMessage({ disabled: "Disabled" }),
);
export type AccountStatusInput = v.InferInput<typeof AccountStatusInput>;

/** `?q=` of the client list: part of a company name or username. */
export const ClientAccountSearch = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search at most 100 characters")), ""),
});

interface AccountAudit {
  createdAt: string;
  /** The staff member who created it; null for the operator (environment or command line). */
  createdBy: string | null;
  disabledAt: string | null;
  disabledBy: string | null;
}

export interface StaffAccount extends AccountAudit {
  username: string;
  displayName: string;
  email: string | null;
}

export interface ClientAccount extends AccountAudit {
  id: string;
  username: string;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** Digits only; null when not on file. */
  mcNumber: string | null;
  dotNumber: string | null;
  lastLoginAt: string | null;
  /** The language of the client's portal, e-mails and push messages. */
  locale: Locale;
}

export const STAFF_USERNAME_TAKEN = "A staff account with this username already exists. Choose another one.";
export const CLIENT_USERNAME_TAKEN =
  "A client account with this username already exists. Choose another one.";
export const CANNOT_DISABLE_SELF = "You cannot disable your own account. Ask another staff member.";
export const LAST_STAFF_ACCOUNT =
  "This is the last enabled staff account. Enable or create another one before disabling it.";
export const STAFF_ACCOUNT_NOT_FOUND = "No staff account has this username.";
export const CLIENT_ACCOUNT_NOT_FOUND = "No client account was found. It may have been removed.";
