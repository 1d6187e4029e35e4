import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { answerIn, sayIn, type AnswerKey } from "./answers";
import { requestLocale } from "./request-locale";
import type { HoldRecord } from "../contract/holds";
import type { Locale } from "../contract/words";

/** The one error shape of the API: `{ error }`, plus field issues for validation errors. */
export interface ApiError {
  error: string;
  /** Field issues for validation errors: field name -> message. */
  issues?: Record<string, string>;
  /** A refused status change (409): the statuses the invoice may move to instead. */
  allowed?: string[];
  /** A funding refused by holds (409): each hold nobody has approved yet. */
  holds?: HoldRecord[];
}

/**
 * Answers `{ error }` with the given status: the catalogue's sentence `key` in the request's
 * language (api/lib/answers.ts), or one with figures, written for that language by `answer`;
 * typed so the client sees each error status.
 */
export const errorJson = <S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  answer: AnswerKey | ((locale: Locale) => string),
) => {
  const locale = requestLocale(c);
  return c.json(
    { error: typeof answer === "function" ? answer(locale) : answerIn(answer, locale) } satisfies ApiError,
    status,
  );
};

/**
 * Answers `{ error }` with an English sentence that no driver or client reads: the staff area is
 * English, and a malformed request (not JSON, a forged upload address) is a program's mistake.
 */
export const englishErrorJson = <S extends ContentfulStatusCode, T extends string>(
  c: Context,
  status: S,
  // A catalogue key is refused here: it goes to errorJson, which says it in the reader's language.
  english: T extends AnswerKey ? never : T,
) => c.json({ error: english } satisfies ApiError, status);

/**
 * 422 with one message per field, as the forms show them: the contract wrote its own in the request's
 * language; a route's own sentences (a wrong current password) are catalogue keys, said in it here.
 */
export const validationJson = (
  c: Context,
  issues: Record<string, string>,
  error: string = "api_correct_fields" satisfies AnswerKey,
) => {
  const locale = requestLocale(c);
  const said = Object.fromEntries(
    Object.entries(issues).map(([field, message]) => [field, sayIn(message, locale)]),
  );
  return c.json({ error: sayIn(error, locale), issues: said } satisfies ApiError, 422);
};

export const TOO_LARGE = "api_too_large" satisfies AnswerKey;
