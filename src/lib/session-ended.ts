import { ApiRequestError } from "./api";

/**
 * A 401 means the staff session ended; the staff guard then returns to the
 * sign-in screen, so no error message is shown for it.
 */
export const sessionEnded = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 401;
