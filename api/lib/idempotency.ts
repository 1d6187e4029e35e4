import type { Context } from "hono";
import { IDEMPOTENCY_KEY } from "../contract/idempotency";
import { sha256Hex } from "./tokens";

/**
 * The Idempotency-Key rule every write that takes one follows (quotes,
 * fuel-card applications, invoices): a key of 1 to 255 visible ASCII
 * characters; the same key and body again answer the first result and store
 * nothing; another body under a used key is a 409 (docs/API.md, Idempotency).
 */

export const KEY_MALFORMED = "Idempotency-Key must be 1 to 255 visible ASCII characters.";
export const KEY_MISSING =
  "Send an Idempotency-Key header (1 to 255 visible ASCII characters) with this request.";
export const KEY_REUSED = "This Idempotency-Key was already used for a different request.";

export interface KeyRefusal {
  ok: false;
  status: 400;
  error: string;
}

/** The request's Idempotency-Key: absent is allowed unless `required`; malformed is refused. */
export function readIdempotencyKey(
  c: Context,
  options: { required: true },
): { ok: true; key: string } | KeyRefusal;
export function readIdempotencyKey(c: Context): { ok: true; key: string | undefined } | KeyRefusal;
export function readIdempotencyKey(
  c: Context,
  options?: { required: true },
): { ok: true; key: string | undefined } | KeyRefusal {
  const key = c.req.header("idempotency-key");
  if (key === undefined) {
    return options?.required ? { ok: false, status: 400, error: KEY_MISSING } : { ok: true, key };
  }
  return IDEMPOTENCY_KEY.test(key) ? { ok: true, key } : { ok: false, status: 400, error: KEY_MALFORMED };
}

/** What is stored with a keyed request to tell a repeat from another body: a hash of the parsed body. */
export const requestHashOf = (body: unknown): Promise<string> => sha256Hex(JSON.stringify(body));

/**
 * The answer to a request whose key is already stored: the earlier result
 * when the body is the same, otherwise the 409.
 */
export function replay<Earlier extends { requestHash: string }>(
  earlier: Earlier,
  requestHash: string,
): { ok: true; earlier: Earlier } | { ok: false; status: 409; error: string } {
  return earlier.requestHash === requestHash
    ? { ok: true, earlier }
    : { ok: false, status: 409, error: KEY_REUSED };
}
