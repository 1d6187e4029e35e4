import { fields_something_wrong } from "../../src/paraglide/messages.js";

/**
 * A request form sent without JavaScript (a native POST) that the server
 * shows again: with the visitor's entries and the message for each field it
 * refused, or with why it could not take the request now. Passwords are
 * never part of it. Its messages are in the language of the page the form
 * was posted from (`/es/...` is Spanish).
 */
export interface FormAnswer {
  /** The form being answered: `quote`, `fuel-card-application`, `client-login`, `admin-login`. */
  form: string;
  /** HTTP status of the answer page: the API's (400, 401, 409, 422, 429, 503...) or 500. */
  status: number;
  /** What the visitor sent, by field name (text and checkboxes). */
  values: Record<string, string | boolean>;
  /** The message for each refused field. */
  issues: Record<string, string>;
  /** A message for the whole form, when it was not a matter of fields. */
  error?: string | undefined;
}

/** The message of a form answer when the failure was ours, not the visitor's. */
export const SOMETHING_WRONG = fields_something_wrong;
