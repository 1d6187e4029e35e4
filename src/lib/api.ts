import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiType } from "../../api/app";
import { isLocale, type Locale } from "../../api/contract/words";
import * as m from "../paraglide/messages";

/**
 * A typed client of the API at `baseUrl`: the browser never writes an API
 * address or casts an answer by hand. Paths, bodies and answers come from the
 * server's own route types. `fetch` is for tests. The client has no DOM or
 * React in it, so the service worker sends through it too.
 */
export function createApiClient(baseUrl = "/", fetch?: typeof globalThis.fetch) {
  return hc<ApiType>(baseUrl, {
    init: { credentials: "same-origin" },
    headers: pageLanguage,
    ...(fetch ? { fetch } : {}),
  });
}

/**
 * The page's language (`<html lang>`, which the shells keep true) as the
 * request's Accept-Language, so the API answers in it. The service worker has
 * no page: its requests name their language themselves.
 */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return isLocale(lang) ? { "Accept-Language": lang } : {};
}

/**
 * The browser's client: `api.api.quotes.$post({ json })`,
 * `api.api["team-members"].$get()`, `api.api.quotes.email[":email"].$get({ param: { email } })`.
 * Session cookies go with every call (same origin).
 */
export const api = createApiClient();

/** A non-OK answer of the API, carrying the server's message and, for 422, the field issues. */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";

  constructor(
    message: string,
    readonly status: number,
    /** Field name -> message, present on validation errors (422). */
    readonly issues?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * A request that failed as requests do: the server refused it, or no answer
 * came (no signal, the server down; browsers reject fetch with a TypeError
 * then). Screens show these as their own error state.
 */
export const isRequestFailure = (error: unknown): boolean =>
  error instanceof ApiRequestError ||
  (error instanceof TypeError && /fetch|network|load failed/i.test(error.message));

/** The body of a response's success statuses, as the server's route declares it. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, "json">
    ? Status extends SuccessStatusCode
      ? Body
      : never
    : never;

/**
 * Reads the JSON body of a successful answer, or throws an ApiRequestError
 * whose message is the server's `error`; an error answer without one (a
 * proxy's page, an empty body) reads `${status}: ${body || statusText}`.
 */
export async function readJson<R extends ClientResponse<unknown, number, string>>(
  response: R,
): Promise<SuccessBody<R>>;
export async function readJson<T = unknown>(response: Response): Promise<T>;
export async function readJson(
  response: ClientResponse<unknown, number, string> | Response,
): Promise<unknown> {
  if (response.ok) return response.json();
  throw await toApiRequestError(response);
}

/** Turns a non-OK response into an ApiRequestError without reading it twice. */
export async function toApiRequestError(response: {
  status: number;
  statusText: string;
  text(): Promise<string>;
}) {
  return apiRequestErrorOf(response, await response.text().catch(() => ""));
}

/**
 * The app's one reading of an error answer whose body has been read: the
 * server's `error` with its field issues, or `${status}: ${body || statusText}`.
 */
export function apiRequestErrorOf(response: { status: number; statusText: string }, text: string) {
  const body = parseObject(text);
  if (body && typeof body.error === "string" && body.error) {
    return new ApiRequestError(body.error, response.status, issuesOf(body.issues));
  }
  return new ApiRequestError(`${response.status}: ${text || response.statusText}`, response.status);
}

/**
 * The server's own `error` of a failed call, or `fallback` when the answer
 * carried none (a proxy's page, an empty body), for callers with words of
 * their own for that case.
 */
export function serverMessageOr(error: ApiRequestError, fallback: string): string {
  // apiRequestErrorOf writes "{status}: {body}" when the answer carried no `error`.
  return error.message.startsWith(`${error.status}: `) ? fallback : error.message;
}

/** An answer read to its end: the body of a success, or the error of any other status. */
export type Answer<Body> =
  | {
      ok: true;
      /** Undefined when the body is not a JSON object (something other than the API answered). */
      body: Body | undefined;
    }
  | { ok: false; error: ApiRequestError };

/**
 * Reads an answer to its end without throwing for an error status, for
 * callers that sort outcomes rather than fail (the outbox). It rejects only
 * when the body cannot be read at all: the connection dropped or the
 * request's signal aborted, which such a caller treats as no answer.
 */
export async function readAnswer<R extends ClientResponse<unknown, number, string>>(
  response: R,
): Promise<Answer<SuccessBody<R>>>;
export async function readAnswer(response: Response): Promise<Answer<unknown>>;
export async function readAnswer(
  response: ClientResponse<unknown, number, string> | Response,
): Promise<Answer<unknown>> {
  const text = await response.text();
  if (response.ok) return { ok: true, body: parseObject(text) };
  return { ok: false, error: apiRequestErrorOf(response, text) };
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function issuesOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The network error in the screen's language. */
export const networkError = (locale: Locale = "en"): string => m.network_error({}, { locale });

export const NETWORK_ERROR = networkError("en");

/**
 * The message to show for a failed call: a fixed text for some statuses,
 * else the server's `error`, else `fallback`; a call that never got an
 * answer is a network error.
 */
export function failureMessage(
  error: unknown,
  byStatus: Partial<Record<number, string>>,
  fallback: string,
  /** The screen's language, for the network error (the server answers in it already). */
  locale: Locale = "en",
): string {
  if (!(error instanceof ApiRequestError)) return networkError(locale);
  const fixed = byStatus[error.status];
  if (fixed) return fixed;
  return serverMessageOr(error, fallback);
}
