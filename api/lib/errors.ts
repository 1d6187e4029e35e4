import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { requestLocale } from "./request-locale";
import { answerIn } from "./spanish-answers";

/** The one error shape of the API: `{ error }`, plus field issues for validation errors. */
export interface ApiError {
  error: string;
  /** Field issues for validation errors: field name -> message. */
  issues?: Record<string, string>;
  /** A refused status change (409): the statuses the invoice may move to instead. */
  allowed?: string[];
}

/**
 * Answers `{ error }` with the given status, in the request's language
 * (api/lib/spanish-answers.ts); typed so the client sees each error status.
 */
export const errorJson = <S extends ContentfulStatusCode>(c: Context, status: S, error: string) =>
  c.json({ error: answerIn(error, requestLocale(c)) } satisfies ApiError, status);

/**
 * 422 with one message per field, as the forms show them: the contract wrote its own in the request's
 * language; a route's own sentences (a wrong current password) are said in it here.
 */
export const validationJson = (
  c: Context,
  issues: Record<string, string>,
  error = "Please correct the highlighted fields.",
) => {
  const locale = requestLocale(c);
  const said = Object.fromEntries(
    Object.entries(issues).map(([field, message]) => [field, answerIn(message, locale)]),
  );
  return c.json({ error: answerIn(error, locale), issues: said } satisfies ApiError, 422);
};

export const TOO_LARGE = "The request is too large.";
